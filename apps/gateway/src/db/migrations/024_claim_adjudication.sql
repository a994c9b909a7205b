-- How each service line's member share arose, and why a line was denied (issue 36 §6, §7): the
-- deductible, copay, coinsurance and not-covered parts of what the member owes, and the claim
-- adjustment reason code (X12 CARC) of a denied line. Amounts in whole cents.
alter table claim_service_lines
  add column deductible_cents integer not null default 0 check (deductible_cents >= 0),
  add column copay_cents integer not null default 0 check (copay_cents >= 0),
  add column coinsurance_cents integer not null default 0 check (coinsurance_cents >= 0),
  add column not_covered_cents integer not null default 0 check (not_covered_cents >= 0),
  add column denial_code text check (denial_code in ('50', '96', '119', '197'));

-- Lines written before this migration: the member's share of a denied claim was not covered, of any
-- other its coinsurance. A reseed adjudicates them anew (packages/domain claims/cost-share.ts).
update claim_service_lines l
  set not_covered_cents = l.member_owes_cents, denial_code = '96'
  from claims c
  where c.claim_number = l.claim_number and c.status = 'DENIED';
update claim_service_lines l
  set coinsurance_cents = l.member_owes_cents
  from claims c
  where c.claim_number = l.claim_number and c.status <> 'DENIED';

-- Every line adds up: its share is its parts, and allowed plus not covered is paid plus share. Lines
-- older than this migration may be a cent off until reseeded, so the check binds new rows only.
alter table claim_service_lines
  add constraint claim_service_lines_share_parts
    check (member_owes_cents = deductible_cents + copay_cents + coinsurance_cents + not_covered_cents),
  add constraint claim_service_lines_adds_up
    check (allowed_cents + not_covered_cents = paid_cents + member_owes_cents) not valid;
