import { render } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

describe('a form on the page', () => {
  it('is drawn once when it appears, not again for useForm to note it is ready (vite.form-ready.ts)', () => {
    let drawn = 0;
    function Form() {
      const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
      drawn++;
      return <input aria-label="name" {...form.register('name')} />;
    }
    render(<Form />);
    expect(drawn).toBe(1);
  });
});
