-- ZIP code centroids of the seeded service area (issue 12): pcp/search measures each provider
-- location's distance from the searched ZIP's centre, in SQL. Reference data, not member data.
create table zip_centroids (
  zip_code   text primary key check (zip_code ~ '^[0-9]{5}$'),
  city       text not null,
  state      text not null,
  latitude   double precision not null check (latitude between -90 and 90),
  longitude  double precision not null check (longitude between -180 and 180)
);
