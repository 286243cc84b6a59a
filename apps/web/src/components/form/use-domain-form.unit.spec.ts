import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { domainResolver } from './use-domain-form';

interface Draft {
  name: string;
  years: string;
}

const rules = (draft: Draft) => [
  ...(draft.name === '' ? ['A site needs a name.'] : []),
  ...(draft.years === '' ? ['A site needs at least one year.', 'Write years as four digits.'] : []),
  ...(draft.name === 'x' ? ['Something with no field.'] : []),
];
const fieldOf = (message: string) => (message.includes('name') ? 'name' : message.includes('year') ? 'years' : undefined);
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Draft>;

describe('domainResolver', () => {
  it('passes values every rule accepts', async () => {
    const resolve = domainResolver<Draft>(rules, fieldOf);
    expect(await resolve({ name: 'Acme', years: '2026' }, undefined, options)).toEqual({
      values: { name: 'Acme', years: '2026' },
      errors: {},
    });
  });

  it("puts each field's first message beside it and refuses the save", async () => {
    const { values, errors } = await domainResolver<Draft>(rules, fieldOf)({ name: '', years: '' }, undefined, options);
    expect(values).toEqual({});
    expect(errors.name?.message).toBe('A site needs a name.');
    expect(errors.years?.message).toBe('A site needs at least one year.');
    expect(errors.root?.message).toBe('A site needs a name.\nA site needs at least one year.\nWrite years as four digits.');
  });

  it('refuses a save for a message with no field of its own', async () => {
    const { errors } = await domainResolver<Draft>(rules, fieldOf)({ name: 'x', years: '2026' }, undefined, options);
    expect(errors.name).toBeUndefined();
    expect(errors.root?.message).toBe('Something with no field.');
  });
});
