import { Country } from '@boardmatch/shared';
import { Province } from '../reference/geography.ts';

/** The five program areas, with the municipalities, postal prefixes and area codes found in each. */
export interface Area {
  name: string;
  cities: string[];
  regionId: number;
  postalPrefixes: string[];
  areaCodes: string[];
  /** Share of the demo's people and charities. */
  weight: number;
}

export const AREAS: Area[] = [
  {
    name: 'Greater Toronto Area',
    cities: ['Toronto', 'Toronto', 'Toronto', 'Mississauga', 'Brampton', 'Markham', 'Vaughan', 'Oakville'],
    regionId: Province.ON!,
    postalPrefixes: ['M4C', 'M5V', 'M6H', 'M4Y', 'M1P', 'L5B', 'L6T', 'L3R', 'L4K', 'L6J'],
    areaCodes: ['416', '647', '905', '437'],
    weight: 35,
  },
  {
    name: 'Greater Vancouver',
    cities: ['Vancouver', 'Vancouver', 'Burnaby', 'Surrey', 'Richmond', 'North Vancouver'],
    regionId: Province.BC!,
    postalPrefixes: ['V5K', 'V6B', 'V5H', 'V3T', 'V6X', 'V7L'],
    areaCodes: ['604', '778'],
    weight: 22,
  },
  {
    name: 'Calgary',
    cities: ['Calgary', 'Calgary', 'Calgary', 'Airdrie', 'Cochrane'],
    regionId: Province.AB!,
    postalPrefixes: ['T2P', 'T2E', 'T3A', 'T2W', 'T4B', 'T4C'],
    areaCodes: ['403', '587', '825'],
    weight: 20,
  },
  {
    name: 'Fredericton',
    cities: ['Fredericton', 'Fredericton', 'Oromocto', 'New Maryland'],
    regionId: Province.NB!,
    postalPrefixes: ['E3A', 'E3B', 'E3C', 'E2V'],
    areaCodes: ['506'],
    weight: 12,
  },
  {
    name: 'Thunder Bay',
    cities: ['Thunder Bay'],
    regionId: Province.ON!,
    postalPrefixes: ['P7A', 'P7B', 'P7C', 'P7E'],
    areaCodes: ['807'],
    weight: 11,
  },
];

export const areaByName = (name: string): Area => {
  const area = AREAS.find((a) => a.name === name);
  if (!area) throw new Error(`unknown area ${name}`);
  return area;
};

export const CANADA = Country.canada;

export const STREETS = [
  'King Street',
  'Queen Street',
  'Main Street',
  'Maple Avenue',
  'Elm Street',
  'Victoria Avenue',
  'Wellington Street',
  'Church Street',
  'Lakeshore Road',
  'Park Avenue',
  'River Road',
  'Cedar Crescent',
  'Birch Drive',
  'Oak Street',
  'Centre Street',
  'College Street',
  'Bay Street',
  'Granville Street',
  'Kingsway',
  'Macleod Trail',
  'Regent Street',
  'Red River Road',
  'Memorial Avenue',
  'York Street',
];
