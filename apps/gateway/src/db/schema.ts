import type { ClaimTables } from './tables/claims';
import type { CoreTables } from './tables/core';
import type { MailTables } from './tables/mail';
import type { MemberDataTables } from './tables/member-data';
import type { SecurityTables } from './tables/security';

export interface Database extends CoreTables, MemberDataTables, SecurityTables, MailTables, ClaimTables {}
