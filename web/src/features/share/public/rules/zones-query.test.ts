import { describe, expect, it } from 'vitest';
import { chosenZone, parseZonesQuery, zonesSearch } from './zones-query';

describe('parseZonesQuery', () => {
  it.each([
    ['', { zone: '', sort: 'newest', page: 1 }],
    ['zone=7&sort=liked&page=3', { zone: '7', sort: 'liked', page: 3 }],
    ['sort=oldest&page=0', { zone: '', sort: 'newest', page: 1 }],
    ['page=2.5', { zone: '', sort: 'newest', page: 1 }],
    ['page=-4&zone=%20a%20', { zone: 'a', sort: 'newest', page: 1 }],
  ])('reads "%s"', (search, expected) => {
    expect(parseZonesQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('zonesSearch', () => {
  it('leaves defaults out of the address', () => {
    expect(zonesSearch({ zone: '', sort: 'newest', page: 1 }).toString()).toBe('');
    expect(zonesSearch({ zone: '4', sort: 'liked', page: 2 }).toString()).toBe(
      'zone=4&sort=liked&page=2',
    );
  });
});

describe('chosenZone', () => {
  const zones = [{ base_id: 1 }, { base_id: 2 }];
  it.each([
    ['2', 2],
    ['', 1],
    ['99', 1],
  ])('picks zone %s as %i', (wanted, expected) => {
    expect(chosenZone(zones, wanted)?.base_id).toBe(expected);
  });
  it('has nothing to pick without zones', () => {
    expect(chosenZone([], '1')).toBeUndefined();
  });
});
