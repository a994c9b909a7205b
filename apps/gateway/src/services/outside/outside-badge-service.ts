import { getServerMessageText, type Locale } from '@dash/domain';
import { Accreditation, API_PATHS, ChatConfig } from '@dash/domain/api';
import type { Config } from '../../config';
import { NotFoundError, ServiceUnavailableError } from '../../errors';
import type { ShellService } from '../shell/shell-service';
import { fetchOutside, isLocalDefault, LOCAL_ACCREDITATION } from './local-stand-ins';

interface OutsideBadgeDeps {
  readonly outside: Config['outside'];
  readonly shell: Pick<ShellService, 'getChatConfig'>;
}

/**
 * The quality-accreditation badge and the chat configuration (document 1 §3, §7): each comes from a
 * configured address (ACCREDITATION_URL, CHAT_CONFIG_URL). At the default address the gateway
 * responds with its local stand-in; any other address is called from here, so the browser talks only
 * to the gateway. An outside address that does not respond is a 503 the client may retry.
 */
export function createOutsideBadgeService(deps: OutsideBadgeDeps) {
  const { outside } = deps;
  const unavailable = () => new ServiceUnavailableError('outside.outsideUnavailable');

  return {
    /** The badge; the stand-in's description in `locale`, a vendor's words as they come. */
    async getAccreditation(locale: Locale): Promise<Accreditation> {
      if (isLocalDefault(outside.accreditation, API_PATHS.accreditation)) {
        return {
          ...LOCAL_ACCREDITATION,
          description: getServerMessageText('outside.accreditationStandIn', locale),
        };
      }
      const accreditation = await fetchOutside(outside.accreditation, Accreditation);
      if (!accreditation) throw unavailable();
      return accreditation;
    },

    async getChatConfig(memberKey: string | null | undefined): Promise<ChatConfig> {
      const local = memberKey ? await deps.shell.getChatConfig(memberKey) : null;
      if (isLocalDefault(outside.chatConfig, API_PATHS.chatConfig)) {
        if (!local) throw new NotFoundError('outside.noChat');
        // The family's settings, at this deployment's vendor. The stand-in is named by its path: the
        // browser resolves it against the page, so a proxy in front (https, another host) changes nothing.
        return { ...local, host: outside.chatVendor ?? API_PATHS.chatVendor };
      }
      const address = new URL(outside.chatConfig);
      if (local?.mappedGroupId) address.searchParams.set('groupId', local.mappedGroupId);
      const chatConfig = await fetchOutside(address.toString(), ChatConfig);
      if (!chatConfig) throw unavailable();
      return chatConfig;
    },
  };
}

export type OutsideBadgeService = ReturnType<typeof createOutsideBadgeService>;
