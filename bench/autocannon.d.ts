// The part of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  namespace autocannon {
    type Request = { method?: string; path?: string; body?: string; headers?: Record<string, string> };
    type RequestParams = {
      setupRequest?: (request: Request) => Request;
      onResponse?: (status: number, body: string) => void;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: RequestParams[];
    };
    type Result = {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number };
      errors: number;
      timeouts: number;
      non2xx: number;
    };
  }
  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): void;
  export default autocannon;
}
