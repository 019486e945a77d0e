import { AuthMessages } from '@atrium/contract/messages';
import { STEP_UP_MINUTES, StepUpMessages } from '@atrium/contract/step-up';
import type { Db } from '../../db/database.ts';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';
import type { Clock } from '../../service-deps.ts';
import { createRefreshTokensRepository } from './refresh-tokens.repository.ts';

const WINDOW_MS = STEP_UP_MINUTES * 60_000;

/** The session a request's access token was issued for (decision 068: `sid`). */
export type StepUpCaller = { id: number; sessionId?: string };

/**
 * Decision 068: the sudo window. A password or a code given in the last STEP_UP_MINUTES opens it
 * for one session (a refresh family: its rows, so every process sees it, and it closes with the
 * session); the takeover paths need it open. Not opened by signing in: a token taken from a fresh
 * session is worth no more than any other.
 */
export function createStepUp({ db, clock }: { db: Db; clock: Clock }) {
  const refreshTokens = createRefreshTokensRepository(db);

  async function isOpen(caller: StepUpCaller): Promise<boolean> {
    if (!caller.sessionId) return false;
    return refreshTokens.isSteppedUp(caller.id, caller.sessionId, clock.now().toISOString());
  }

  return {
    /**
     * Opens the window of the caller's session; answers when it closes. A token with no session
     * (issued before sessions were named) or one whose session has ended is a 401: the back
     * office then renews it, and the renewed token names its session.
     */
    async open(caller: StepUpCaller): Promise<string> {
      const until = new Date(clock.now().getTime() + WINDOW_MS).toISOString();
      if (!caller.sessionId || !(await refreshTokens.stepUp(caller.id, caller.sessionId, until))) {
        throw new UnauthorizedError(AuthMessages.sessionExpired);
      }
      return until;
    },

    isOpen,

    /** 403 with the message the back office's dialog opens on, unless the window is open. */
    async require(caller: StepUpCaller): Promise<void> {
      if (!(await isOpen(caller))) throw new ForbiddenError(StepUpMessages.required);
    },
  };
}
