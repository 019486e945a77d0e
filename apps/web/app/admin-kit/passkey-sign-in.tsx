import type { LoginResult } from '@atrium/contract/auth';
import { passkeySignIn, passkeySignInOptions } from '@atrium/contract/endpoints/passkeys';
import { PasskeyMessages, PasskeyTexts } from '@atrium/contract/passkeys';
import { Button } from '@mantine/core';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useState } from 'react';
import { ApiError, call } from '~/lib/api-client';
import { toastError } from '~/lib/toast';

/**
 * Decision 036: "Sign in with a passkey": no email typed (discoverable credentials); the passkey
 * says whose it is, and the answer is a sign-in's.
 */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (result: LoginResult) => Promise<void> | void }) {
  const [busy, setBusy] = useState(false);

  async function signIn() {
    if (!browserSupportsWebAuthn()) {
      toastError(PasskeyMessages.unsupported);
      return;
    }
    setBusy(true);
    try {
      const options = (await call(passkeySignInOptions, {})).data as unknown as PublicKeyCredentialRequestOptionsJSON;
      let response;
      try {
        response = await startAuthentication({ optionsJSON: options });
      } catch {
        toastError(PasskeyMessages.cancelled);
        setBusy(false);
        return;
      }
      const { data } = await call(passkeySignIn, {
        body: { response: response as typeof response & Record<string, unknown> },
      });
      await onSignedIn(data);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toastError(error.message);
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="default" size="md" fullWidth loading={busy} onClick={signIn}>
      {PasskeyTexts.signIn}
    </Button>
  );
}
