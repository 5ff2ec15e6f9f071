import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { formResolver } from './form-resolver.ts';

type Values = { name: string };
const schema = z.object({ name: z.string().trim().min(1).max(5) });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('formResolver', () => {
  it('checks with a schema it loads at the first check, loaded once, as with the schema itself', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const lazy = formResolver<Values>(load);
    const eager = formResolver<Values>(schema);
    expect(load).not.toHaveBeenCalled();

    for (const values of [{ name: '' }, { name: 'far too long' }, { name: 'Ann' }]) {
      expect(await lazy(values, undefined, options)).toEqual(await eager(values, undefined, options));
    }
    expect(load).toHaveBeenCalledTimes(1);
    expect((await lazy({ name: '' }, undefined, options)).errors).toHaveProperty('name.message');
  });

  it('asks for the schema again at the next check when it could not be loaded', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const lazy = formResolver<Values>(load);
    await expect(lazy({ name: 'Ann' }, undefined, options)).rejects.toThrow('offline');
    expect(await lazy({ name: 'Ann' }, undefined, options)).toEqual({ values: { name: 'Ann' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
