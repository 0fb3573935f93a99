import { generateKeyPairSync, type KeyObject } from "node:crypto";

export interface TestServiceAccount {
  clientEmail: string;
  publicKey: KeyObject;
  /** The key file's JSON text, as staff paste it, with its token_uri. */
  json(tokenUri: string): string;
}

/** A Google service account with a fresh RSA key; the fake token server checks signatures with `publicKey`. */
export function createTestServiceAccount(clientEmail = "locus-indexer@locus-test.iam.gserviceaccount.com"): TestServiceAccount {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" });
  return {
    clientEmail,
    publicKey,
    json: (tokenUri) =>
      JSON.stringify({
        type: "service_account",
        project_id: "locus-test",
        private_key_id: "0123456789abcdef",
        private_key: pem,
        client_email: clientEmail,
        client_id: "100000000000000000001",
        token_uri: tokenUri,
      }),
  };
}
