-- Printed ID card orders (document 2 §7 GET idCard/request?category): one per member, category and
-- day, so ordering twice on a day is one order. Who asked is kept beside whose card it is.
create table id_card_orders (
  member_key            text not null references members (member_key),
  category              text not null check (category in ('Medical', 'Dental', 'Vision', 'Pharmacy')),
  order_date            date not null,
  ordered_by_member_key text not null,
  created_at            timestamptz not null default now(),
  primary key (member_key, category, order_date)
);

-- Direct-plan cancellations (document 2 §7 POST plan-management/cancellation): one row per change of
-- plan_management.direct_plan_cancellation_status; a request that changes nothing adds no row.
create table plan_cancellations (
  cancellation_id     bigint generated always as identity primary key,
  family_key          text not null references families (family_key),
  previous_status     char(1) check (previous_status in ('M', 'D')),
  cancellation_status char(1) not null check (cancellation_status in ('M', 'D')),
  requested_by_member_key text not null,
  created_at          timestamptz not null default now()
);
create index plan_cancellations_family on plan_cancellations (family_key, created_at);
