;; The duplicate-face search's two passes over the stored faces (lib/cases/duplicates/face-rows.ts), with the
;; processor's popcount and 128-bit arithmetic. Compiled by `npm run compile:face-rows` into face-rows-wasm.ts; a unit
;; test compiles this file again and compares.
;;
;; The caller lays the memory out; per face (row):
;;   its 1024-bit signature (as the signer wrote it, 32-bit words) in three planes: the first 256 bits, 32 bytes a row
;;   from $first; the next 256, 32 bytes a row from $second; the last 512, 64 bytes a row from $rest;
;;   a byte from $buckets (the row's bucket of s·c), with four 16-bit limits per bucket from $limits (most differing
;;   bits over the first 256, over the first 512, over all 1024; then an unused one);
;;   the quantised vector, $stride bytes from $codes (zeros past the dimensions, $stride a multiple of 16), and its
;;   scale, a 32-bit float from $scales.
;; The kernel reads 128-bit vectors (SIMD): Node has had them since 16. The memory is shared, so a second thread can
;; search one part of the rows while the first searches the other.
(module
  (import "env" "memory" (memory 1 65536 shared))

  ;; Differing bits between 256 bits at $a and 256 bits at $b.
  (func $differing256 (param $a i32) (param $b i32) (result i64)
    (i64.add
      (i64.add
        (i64.popcnt (i64.xor (i64.load offset=0 (local.get $a)) (i64.load offset=0 (local.get $b))))
        (i64.popcnt (i64.xor (i64.load offset=8 (local.get $a)) (i64.load offset=8 (local.get $b)))))
      (i64.add
        (i64.popcnt (i64.xor (i64.load offset=16 (local.get $a)) (i64.load offset=16 (local.get $b))))
        (i64.popcnt (i64.xor (i64.load offset=24 (local.get $a)) (i64.load offset=24 (local.get $b)))))))

  ;; The rows from $from to before $to whose signature differs from the query's (128 bytes at $query) within the
  ;; three limits of their bucket: written as 32-bit indexes from $out, in row order; returns how many. The first plane is
  ;; read whole, in order (32 MB at a million faces: memory bandwidth is the cost); the second only for the rows within
  ;; the first limit (for a query near the faces' common direction, nearly half of them), the last only for the few
  ;; within the second.
  (func $scan
    (param $from i32) (param $to i32) (param $first i32) (param $second i32) (param $rest i32) (param $buckets i32)
    (param $limits i32) (param $query i32) (param $out i32) (result i32)
    (local $row i32) (local $found i32) (local $at i32) (local $limit i32) (local $differing i64)
    (local.set $row (local.get $from))
    (local.set $at (i32.add (local.get $first) (i32.shl (local.get $from) (i32.const 5))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $row) (local.get $to)))
        (local.set $limit
          (i32.add (local.get $limits)
            (i32.shl (i32.load8_u (i32.add (local.get $buckets) (local.get $row))) (i32.const 3))))
        (local.set $differing (call $differing256 (local.get $at) (local.get $query)))
        (if (i64.le_u (local.get $differing) (i64.extend_i32_u (i32.load16_u offset=0 (local.get $limit))))
          (then
            (local.set $differing
              (i64.add (local.get $differing)
                (call $differing256
                  (i32.add (local.get $second) (i32.shl (local.get $row) (i32.const 5)))
                  (i32.add (local.get $query) (i32.const 32)))))
            (if (i64.le_u (local.get $differing) (i64.extend_i32_u (i32.load16_u offset=2 (local.get $limit))))
              (then
                (local.set $differing
                  (i64.add (local.get $differing)
                    (call $differing512
                      (i32.add (local.get $rest) (i32.shl (local.get $row) (i32.const 6)))
                      (i32.add (local.get $query) (i32.const 64)))))
                (if (i64.le_u (local.get $differing) (i64.extend_i32_u (i32.load16_u offset=4 (local.get $limit))))
                  (then
                    (i32.store (i32.add (local.get $out) (i32.shl (local.get $found) (i32.const 2))) (local.get $row))
                    (local.set $found (i32.add (local.get $found) (i32.const 1)))))))))
        (local.set $at (i32.add (local.get $at) (i32.const 32)))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br $next)))
    (local.get $found))

  ;; Differing bits between 512 bits at $a and 512 bits at $b.
  (func $differing512 (param $a i32) (param $b i32) (result i64)
    (i64.add
      (call $differing256 (local.get $a) (local.get $b))
      (call $differing256 (i32.add (local.get $a) (i32.const 32)) (i32.add (local.get $b) (i32.const 32)))))

;; One part of a search, what each thread runs: the rows from $from to before $to within the three limits (scan),
  ;; then their scores (score); returns how many.
  (func (export "part")
    (param $from i32) (param $to i32) (param $first i32) (param $second i32) (param $rest i32) (param $buckets i32)
    (param $limits i32) (param $query i32) (param $codes i32) (param $stride i32) (param $query16 i32) (param $scales i32)
    (param $out i32) (param $scores i32) (param $queryScale f32) (result i32)
    (local $count i32)
    (local.set $count
      (call $scan (local.get $from) (local.get $to) (local.get $first) (local.get $second) (local.get $rest)
        (local.get $buckets) (local.get $limits) (local.get $query) (local.get $out)))
    (call $score (local.get $count) (local.get $out) (local.get $codes) (local.get $stride) (local.get $query16)
      (local.get $scales) (local.get $scores) (local.get $queryScale))
    (local.get $count))

  ;; For each of the $count rows listed (32-bit indexes from $rows): the dot product of its quantised vector with the
  ;; query's, quantised to 16-bit integers ($stride of them from $query16, zeros past the dimensions), times the row's
  ;; scale and $queryScale, written as a 32-bit float from $scores. Eight products at a time, summed as integers: a byte
  ;; of at most 127 in magnitude times a query value of at most 8191 keeps 2,048 dimensions within 32 bits.
  (func $score
    (param $count i32) (param $rows i32) (param $codes i32) (param $stride i32) (param $query16 i32) (param $scales i32)
    (param $scores i32) (param $queryScale f32)
    (local $i i32) (local $row i32) (local $at i32) (local $end i32) (local $weights i32)
    (local $bytes v128) (local $sum v128) (local $lanes v128)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $i) (local.get $count)))
        (local.set $row (i32.load (i32.add (local.get $rows) (i32.shl (local.get $i) (i32.const 2)))))
        (local.set $at (i32.add (local.get $codes) (i32.mul (local.get $row) (local.get $stride))))
        (local.set $end (i32.add (local.get $at) (local.get $stride)))
        (local.set $weights (local.get $query16))
        (local.set $sum (i32x4.splat (i32.const 0)))
        (block $row_done
          (loop $sixteen
            (br_if $row_done (i32.ge_u (local.get $at) (local.get $end)))
            (local.set $bytes (v128.load (local.get $at)))
            (local.set $sum (i32x4.add (local.get $sum)
              (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (local.get $bytes)) (v128.load (local.get $weights)))))
            (local.set $sum (i32x4.add (local.get $sum)
              (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (local.get $bytes)) (v128.load offset=16 (local.get $weights)))))
            (local.set $at (i32.add (local.get $at) (i32.const 16)))
            (local.set $weights (i32.add (local.get $weights) (i32.const 32)))
            (br $sixteen)))
        (local.set $lanes (f32x4.convert_i32x4_s (local.get $sum)))
        (f32.store
          (i32.add (local.get $scores) (i32.shl (local.get $i) (i32.const 2)))
          (f32.mul
            (f32.mul
              (f32.add
                (f32.add (f32x4.extract_lane 0 (local.get $lanes)) (f32x4.extract_lane 1 (local.get $lanes)))
                (f32.add (f32x4.extract_lane 2 (local.get $lanes)) (f32x4.extract_lane 3 (local.get $lanes))))
              (f32.load (i32.add (local.get $scales) (i32.shl (local.get $row) (i32.const 2)))))
            (local.get $queryScale)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $next))))
)
