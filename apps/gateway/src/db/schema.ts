import type { ClaimSubmissionTables } from './tables/claim-submissions';
import type { ClaimTables } from './tables/claims';
import type { CoreTables } from './tables/core';
import type { CostEstimateTables } from './tables/cost-estimates';
import type { FindCareTables } from './tables/find-care';
import type { IdCardOrderTables } from './tables/id-card-orders';
import type { MailTables } from './tables/mail';
import type { MemberDataTables } from './tables/member-data';
import type { MemberNotificationTables } from './tables/member-notifications';
import type { MfaTables } from './tables/mfa';
import type { PriorAuthorizationTables } from './tables/prior-authorizations';
import type { ProviderDirectoryTables } from './tables/provider-directory';
import type { RecoveryTables } from './tables/recovery';
import type { SecureMessageTables } from './tables/secure-messages';
import type { SecurityTables } from './tables/security';
import type { SmartTables } from './tables/smart';

export interface Database
  extends CoreTables,
    MemberDataTables,
    SecurityTables,
    MailTables,
    PriorAuthorizationTables,
    ClaimTables,
    FindCareTables,
    IdCardOrderTables,
    RecoveryTables,
    MfaTables,
    SmartTables,
    CostEstimateTables,
    ProviderDirectoryTables,
    SecureMessageTables,
    MemberNotificationTables,
    ClaimSubmissionTables {}
