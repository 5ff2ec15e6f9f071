import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('is one plain box of the rows asked, with no hidden twin that measures the page, and keeps its own limits', async () => {
    function Message() {
      const [value, setValue] = useState('');
      return <TextArea label="Message" value={value} onChange={(e) => setValue(e.target.value)} minRows={3} slotProps={{ htmlInput: { maxLength: 8 } }} />;
    }
    const view = render(<Message />);
    expect(view.container.querySelectorAll('textarea')).toHaveLength(1);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('rows', '3');
    expect(box).toHaveAttribute('maxlength', '8');
    await userEvent.type(box, 'One{Enter}Two and more');
    expect(box).toHaveValue('One\nTwo ');
  });
});
