import type { SeedProvider } from './catalogue-providers';

const office = (
  address: string,
  city: string,
  zip: string,
  latitude: number,
  longitude: number,
  phone: string,
): SeedProvider['locations'][number] => ({
  address_line1: address,
  address_line2: null,
  city,
  state: 'OR',
  zip_code: zip,
  phone_number: phone,
  latitude,
  longitude,
});

const facility = (
  provider_id: string,
  name: string,
  specialty: string,
  location: SeedProvider['locations'][number],
): SeedProvider => ({
  provider: {
    provider_id,
    name,
    group_name: null,
    title: null,
    specialty,
    languages: ['English', 'Spanish'],
    accepting_new_patients: true,
    is_primary_care: false,
  },
  locations: [location],
});

/**
 * The in-network facilities and dentists beside the primary-care directory (issue 38 §1): where
 * imaging, labs, therapy, surgery and dental care are given. None is a primary care provider, so the
 * primary-care search never lists them.
 */
export const ESTIMATE_PROVIDERS: readonly SeedProvider[] = [
  facility(
    'PRV300001',
    'Cascade Imaging Center',
    'Radiology',
    office('2801 N Gantenbein Ave', 'Portland', '97227', 45.5437, -122.6692, '555-030-1001'),
  ),
  facility(
    'PRV300002',
    'Rose City Surgery Center',
    'Ambulatory Surgery',
    office('1515 NW 18th Ave', 'Portland', '97209', 45.5334, -122.6884, '555-030-1002'),
  ),
  facility(
    'PRV300003',
    'Riverside Physical Therapy',
    'Physical Therapy',
    office('4040 SE Division St', 'Portland', '97202', 45.5046, -122.6205, '555-030-1003'),
  ),
  facility(
    'PRV300004',
    'Willamette Valley Hospital',
    'Hospital',
    office('10123 SE Market St', 'Portland', '97216', 45.5123, -122.5606, '555-030-1004'),
  ),
  facility(
    'PRV300005',
    'Bridgetown Laboratory',
    'Clinical Laboratory',
    office('620 SW 5th Ave', 'Portland', '97204', 45.5189, -122.6771, '555-030-1005'),
  ),
  facility(
    'PRV400001',
    'Pearl District Dental',
    'General Dentistry',
    office('1231 NW Hoyt St', 'Portland', '97209', 45.5272, -122.6845, '555-040-1001'),
  ),
  facility(
    'PRV400002',
    'Hawthorne Family Dentistry',
    'General Dentistry',
    office('3823 SE Hawthorne Blvd', 'Portland', '97214', 45.5121, -122.6239, '555-040-1002'),
  ),
  facility(
    'PRV400003',
    'Beaverton Smile Clinic',
    'General Dentistry',
    office('4550 SW Hall Blvd', 'Beaverton', '97005', 45.4867, -122.8029, '555-040-1003'),
  ),
  facility(
    'PRV400004',
    'Alder Orthodontics and Oral Surgery',
    'Orthodontics',
    office('1200 NE Broadway', 'Portland', '97232', 45.535, -122.6534, '555-040-1004'),
  ),
];
