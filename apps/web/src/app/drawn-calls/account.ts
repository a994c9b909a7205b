import {
  AccountDetails,
  AddressResponse,
  API_PATHS,
  GroupDetailList,
  PlanManagementResponse,
} from '@dash/domain/api';
import { accountQueryOptions } from '@/api/account';
import { addressQueryOptions } from '@/features/account/api/get-address';
import { groupDetailsQueryOptions } from '@/features/account/api/get-group-details';
import { planManagementQueryOptions } from '@/features/id-card/api/get-plan-management';
import { drawn, type PageCalls } from './drawn-call';

/** GET account: the account area's layout waits for it, and the benefits and primary care read it. */
export const ACCOUNT = drawn(API_PATHS.account, accountQueryOptions(), AccountDetails);

/** The account's summary and help center, and Passport Dental: GET account alone. */
export const accountCalls: PageCalls = () => [ACCOUNT];

/** Member information: the account and the family's address. */
export const memberInformationCalls: PageCalls = () => [
  ACCOUNT,
  drawn(API_PATHS.accountAddress, addressQueryOptions(), AddressResponse),
];

/** Member plan benefits: the account and the groups' plans. */
export const planBenefitsCalls: PageCalls = () => [
  ACCOUNT,
  drawn(API_PATHS.groupDetail, groupDetailsQueryOptions(), GroupDetailList),
];

/** Plan management ("Manage your plan"), in the account area's layout: the account and the plan's details. */
export const planManagementCalls: PageCalls = () => [
  ACCOUNT,
  drawn(API_PATHS.planManagement, planManagementQueryOptions(), PlanManagementResponse),
];
