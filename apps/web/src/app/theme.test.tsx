import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CssBaseline, TextField, ThemeProvider } from '@mui/material';
import { AUTOFILL, theme } from './theme.ts';

function animationStart(element: Element, animationName: string) {
  // React listens for the name its environment gives the event (jsdom has only the prefixed one); sent under both.
  for (const type of ['animationstart', 'webkitAnimationStart']) {
    const event = new Event(type, { bubbles: true });
    Object.defineProperty(event, 'animationName', { value: animationName });
    fireEvent(element, event);
  }
}

describe('the theme’s autofill animations', () => {
  it('are the names MUI listens for: a field the browser filled lifts its label, and one it cleared lowers it', () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <TextField label="Email" />
      </ThemeProvider>,
    );
    const input = screen.getByLabelText('Email');
    const label = document.querySelector('label')!;
    expect(label.getAttribute('data-shrink')).toBe('false');
    animationStart(input, AUTOFILL.filled);
    expect(label.getAttribute('data-shrink')).toBe('true');
    animationStart(input, AUTOFILL.cleared);
    expect(label.getAttribute('data-shrink')).toBe('false');
  });

  it('writes each animation’s keyframes once, with the base styles, and no input writes its own', () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <TextField label="One" />
        <TextField label="Two" />
      </ThemeProvider>,
    );
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    for (const name of Object.values(AUTOFILL)) expect(styles.split(`@keyframes ${name}{`)).toHaveLength(2);
  });
});
