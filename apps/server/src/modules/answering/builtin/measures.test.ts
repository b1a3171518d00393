import { describe, expect, it } from 'vitest';
import { customerFit, customerMeasures } from './measures.ts';

describe('the customer’s own measures and the limits a business states', () => {
  it('reads weights, ages and distances the way customers write them', () => {
    expect(customerMeasures('how much to spay my lab, shes about 70 lbs')).toEqual([{ dimension: 'weight', value: 70 }]);
    expect(customerMeasures('can my 15 yr old get her hair dyed')).toEqual([{ dimension: 'age', value: 15 }]);
    expect(customerMeasures('we are 40 miles out, do you deliver?')).toEqual([{ dimension: 'distance', value: 40 }]);
    expect(customerMeasures('my 30 kg dog')[0]!.value).toBeCloseTo(66.1, 1);
    // A time, not someone's age; a year, not a measure.
    expect(customerMeasures('the battery u put in 2 years ago died')).toEqual([]);
    expect(customerMeasures('my 2019 rav4')).toEqual([]);
  });

  it('tells a limit that admits the customer’s figure from one it falls outside', () => {
    const dog70 = customerMeasures('my 70 lb dog');
    expect(customerFit(dog70, 'Dog spay (under 50 lb / 23 kg); Price (USD): $460.00')).toBe('excludes');
    expect(customerFit(dog70, 'Dog spay (50 lb / 23 kg and over); Price (USD): $595.00')).toBe('admits');
    expect(customerFit(dog70, 'Large dogs, 60–90 lbs: $85')).toBe('admits');
    expect(customerFit(dog70, 'Small dogs, 10–25 lbs: $45')).toBe('excludes');
    expect(customerFit(customerMeasures('my 70 lb dog'), 'Dogs over 80 kg board in the barn.')).toBe('excludes');
    // A text with no limit on that measure says nothing either way.
    expect(customerFit(dog70, 'Dog spay: $460')).toBeNull();
    expect(customerFit([], 'Dog spay (under 50 lb): $460')).toBeNull();
    expect(customerFit(customerMeasures('we are 40 miles out'), 'We deliver free within 30 miles.')).toBe('excludes');
    expect(customerFit(customerMeasures('my 15 yr old'), 'Colour for teens 14 years and up, with a parent’s consent.')).toBe('admits');
  });

  it('reads thousands written with a comma as one number', () => {
    const miles500 = customerMeasures('how much per pound to move about 500 miles');
    expect(customerFit(miles500, '601 to 1,000 miles: Rate: $1.05 per pound')).toBe('excludes');
    expect(customerFit(miles500, '301 to 600 miles: Rate: $0.84 per pound')).toBe('admits');
    expect(customerFit(customerMeasures('we are moving 1,200 miles'), 'Moves over 1,000 miles are quoted by weight.')).toBe('admits');
  });
});
