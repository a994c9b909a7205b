export {
  MemberPrimaryCareRoute as default,
  memberPrimaryCareLoader as clientLoader,
  memberPrimaryCareLoader as loader,
} from '@/features/find-care/route';
