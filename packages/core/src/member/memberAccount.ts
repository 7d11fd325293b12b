import { memberCallFailureOf, type MemberApi, type MemberCallFailure } from '../api';
import { MEMBER_QUERY_KEYS } from '../memberData/memberQueryKeys';
import type { Logger } from '../ports';
import type { RemoteDataCache, RemoteQuery } from '../remoteData';
import type { Member, MemberPatchRequest } from '../schemas';
import type { RootSessionStore } from '../session';
import { OutcomeStore } from '../store';

export type AccountSaveState =
  | { readonly status: 'idle' }
  | { readonly status: 'saving' }
  | { readonly status: 'saved' }
  | { readonly status: 'failed'; readonly call: MemberCallFailure };

export type AccountSaveResult =
  | { readonly ok: true; readonly member: Member }
  | { readonly ok: false; readonly call: MemberCallFailure | null };

export interface MemberAccountOptions {
  readonly api: Pick<MemberApi, 'loadMember' | 'updateMember'>;
  readonly cache: RemoteDataCache;
  readonly rootSession: Pick<RootSessionStore, 'setMember'>;
  readonly logger: Logger;
}

const IDLE: AccountSaveState = Object.freeze({ status: 'idle' });
const SAVING: AccountSaveState = Object.freeze({ status: 'saving' });

/**
 * The member's own account (Dashboard/Account): the member as the platform has it (GET members,
 * "data on success, otherwise nothing", kept in the remote-data cache so a revisit shows it at
 * once) and its changes saved (PATCH members: "data"), which become the session's member too.
 * The state is the save's; `profile` is the load's.
 */
export class MemberAccount extends OutcomeStore<AccountSaveState> {
  /** The member, loaded when observed; a failed load is an error state with a retry. */
  readonly profile: RemoteQuery<Member>;

  constructor(private readonly options: MemberAccountOptions) {
    super(IDLE, 'saving');
    this.profile = options.cache.query({
      key: MEMBER_QUERY_KEYS.member,
      load: async () => {
        const member = await options.api.loadMember();
        if (member === undefined) {
          options.logger.warn('Account: the member could not be loaded');
          throw new Error('The member could not be loaded');
        }
        return member;
      },
    });
  }

  /** Saves the changes; the saved member replaces the cached one and the session's. */
  async save(patch: MemberPatchRequest): Promise<AccountSaveResult> {
    const run = this.runs.start();
    this.set(SAVING);
    const result = await this.options.api.updateMember(patch);
    if (run.stale) return { ok: false, call: null };
    if (!result.success) {
      const call = memberCallFailureOf(result.error);
      this.options.logger.warn('Account: the changes were not saved', {
        messageKey: call.messageKey,
      });
      this.set(Object.freeze({ status: 'failed', call }));
      return { ok: false, call };
    }
    this.options.cache.setData<Member>(MEMBER_QUERY_KEYS.member, () => result.data);
    this.options.rootSession.setMember(result.data);
    this.set(Object.freeze({ status: 'saved' }));
    return { ok: true, member: result.data };
  }
}
