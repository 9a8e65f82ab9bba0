/**
 * Who passkeys are made for. A passkey belongs to a domain (the relying party id) and answers
 * only pages of the origins expected here, so the id is the host of `PUBLIC_URL`, the address
 * people use. Without `PUBLIC_URL` (a first `npm start`, the tests) the site is reached as
 * `localhost` on its own port: WebAuthn accepts no IP address as the id, and `localhost` is the
 * one name a browser treats as secure over plain http. The web apps' own origins (dev servers,
 * a separate web host) are expected too, as for sign-in.
 */
export interface RelyingParty {
  id: string;
  origins: string[];
}

export function relyingPartyOf(config: {
  publicUrl: string | null;
  port: number;
  webOrigins: string[];
}): RelyingParty {
  if (config.publicUrl) {
    const url = new URL(config.publicUrl);
    return { id: url.hostname, origins: [url.origin, ...config.webOrigins] };
  }
  return {
    id: 'localhost',
    origins: [`http://localhost:${config.port}`, ...config.webOrigins],
  };
}
