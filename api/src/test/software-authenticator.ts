// A software passkey authenticator for API tests: it answers the options the API hands out with
// real WebAuthn responses, as a browser and a platform authenticator would. Each credential is an
// EC P-256 key pair (node:crypto); registration answers carry 'none' attestation (CBOR), sign-ins
// an ECDSA signature over authenticatorData and the SHA-256 of clientDataJSON. Every part can be
// bent (origin, RP ID, challenge, flags, counter, user handle) to play an attack.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

export interface SoftCredential {
  /** base64url */
  id: string;
  privateKey: KeyObject;
  /** base64url of the account's user handle, as the registration options gave it. */
  userHandle: string;
  /** The signature counter the next sign-in reports (0 stays 0, as synced passkeys do). */
  counter: number;
}

/** What a ceremony may be bent in (all default to an honest browser on the site). */
export interface Bend {
  origin?: string;
  rpId?: string;
  challenge?: string;
  type?: string;
  userPresent?: boolean;
  userVerified?: boolean;
  /** The counter to report instead of the credential's next one. */
  counter?: number;
  userHandle?: string | null;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();
const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

function flagsOf(bend: Bend): number {
  return (bend.userPresent === false ? 0 : FLAG_UP) | (bend.userVerified === false ? 0 : FLAG_UV);
}

export class SoftwareAuthenticator {
  readonly credentials: SoftCredential[] = [];

  /** `origin`: the page the ceremonies run on (the site's origin); `rpId`: its host name. */
  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {}

  /** navigator.credentials.create(): a RegistrationResponseJSON for `options`, and the credential kept. */
  register(options: CreationOptions, bend: Bend = {}): { response: Record<string, unknown>; credential: SoftCredential } {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]),
    );
    const credentialId = randomBytes(32);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(cose)]);
    const authData = authenticatorData(bend.rpId ?? this.rpId, flagsOf(bend) | FLAG_AT, bend.counter ?? 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const clientDataJSON = JSON.stringify({
      type: bend.type ?? 'webauthn.create',
      challenge: bend.challenge ?? options.challenge,
      origin: bend.origin ?? this.origin,
      crossOrigin: false,
    });
    const credential: SoftCredential = { id: b64(credentialId), privateKey, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    return {
      credential,
      response: {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        response: {
          clientDataJSON: Buffer.from(clientDataJSON).toString('base64url'),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      },
    };
  }

  /** navigator.credentials.get() with `credential`: an AuthenticationResponseJSON for `options`. */
  assert(options: RequestOptions, credential: SoftCredential, bend: Bend = {}): Record<string, unknown> {
    if (bend.counter === undefined && credential.counter > 0) credential.counter += 1;
    const counter = bend.counter ?? credential.counter;
    const authData = authenticatorData(bend.rpId ?? this.rpId, flagsOf(bend), counter);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: bend.type ?? 'webauthn.get',
        challenge: bend.challenge ?? options.challenge,
        origin: bend.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    const userHandle = bend.userHandle === undefined ? credential.userHandle : bend.userHandle;
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(userHandle !== null && { userHandle }),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
