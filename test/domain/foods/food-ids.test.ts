import { describe, expect, it } from 'vitest';
import { sr28FoodId, sr28NdbOf } from '../../../src/domain/foods/food.ts';

describe('SR28 food ids', () => {
  it('carry the NDB number both ways', () => {
    expect(sr28FoodId('01001')).toBe('f_sr28_01001');
    expect(sr28NdbOf(sr28FoodId('01001'))).toBe('01001');
  });

  it.each([null, undefined, 'f_fdc_171705', 'ci_01J0000000000000000000000', 'f_sr28_1001', 'f_sr28_010011'])(
    '%s carries none',
    (id) => {
      expect(sr28NdbOf(id)).toBeNull();
    },
  );
});
