/** http_ece (1.2), which the push tests decrypt with; the package ships no types. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: {
    decrypt(
      buffer: Buffer,
      params: {
        version: 'aes128gcm' | 'aesgcm';
        privateKey?: ECDH;
        authSecret?: string | Buffer;
        dh?: string | Buffer;
      },
    ): Buffer;
  };
  export default ece;
}
