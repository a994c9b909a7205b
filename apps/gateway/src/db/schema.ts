import type { CoreTables } from './tables/core';
import type { MemberDataTables } from './tables/member-data';

export interface Database extends CoreTables, MemberDataTables {}
