import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";

export type SigningIdentity = {
  /** PKCS#12 bundle of the private key and its certificate, protected by `passphrase`: store it as a secret. */
  p12: Buffer;
  passphrase: string;
  certificatePem: string;
  certificateSha256: string;
  notAfter: string;
};

export type CreateSigningIdentityInput = { commonName: string; organisation: string; country?: string; validDays?: number };

/**
 * Creates a per-account RSA-3072 key and a self-signed X.509 certificate for document signatures. No qualified trust
 * service is reachable here, so the certificate chains to nothing: signatures verify, issuers are untrusted.
 */
export async function createSigningIdentity({
  commonName,
  organisation,
  country = "PT",
  validDays = 825,
}: CreateSigningIdentityInput): Promise<SigningIdentity> {
  // Loaded here, once per account's first signature, not by every process that composes the app.
  const { default: forge } = await import("node-forge");
  // Node's native generator is ~50× faster than node-forge's pure-JS one.
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 3072 });
  const forgePrivate = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString());
  const forgePublic = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forgePublic;
  certificate.serialNumber = `01${randomBytes(15).toString("hex")}`;
  certificate.validity.notBefore = new Date(Date.now() - 60_000);
  certificate.validity.notAfter = new Date(Date.now() + validDays * 86_400_000);
  const subject = [
    { name: "commonName", value: commonName },
    { name: "organizationName", value: organisation },
    { name: "countryName", value: country },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
    { name: "extKeyUsage", emailProtection: true },
  ]);
  certificate.sign(forgePrivate, forge.md.sha256.create());
  const passphrase = randomBytes(18).toString("base64url");
  const asn1 = forge.pkcs12.toPkcs12Asn1(forgePrivate, [certificate], passphrase, { algorithm: "aes256" });
  const p12 = Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), "binary");
  return {
    p12,
    passphrase,
    certificatePem: forge.pki.certificateToPem(certificate),
    certificateSha256: createHash("sha256").update(der).digest("hex"),
    notAfter: certificate.validity.notAfter.toISOString(),
  };
}
