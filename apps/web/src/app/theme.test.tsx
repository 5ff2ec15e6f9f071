import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CircularProgress, CssBaseline, LinearProgress, TextField, ThemeProvider } from '@mui/material';
import { AUTOFILL, PROGRESS, theme } from './theme.ts';

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

describe('the theme’s loading animations', () => {
  it('move and stretch the loading bar’s strokes, never their edges, and turn the spinner without redrawing its arc', () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LinearProgress aria-label="Loading" />
        <CircularProgress aria-label="Waiting" />
      </ThemeProvider>,
    );
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    const keyframes = [...styles.matchAll(/@keyframes ([\w-]+)\{((?:[^{}]*\{[^{}]*\})*)\}/g)].map(([, name, body]) => ({ name, body }));
    const animated = (selector: string) => {
      const element = document.querySelector(selector)!;
      const rule = [...element.classList].map((name) => styles.match(new RegExp(`\\.${name}\\{[^}]*animation:([\\w-]+)`))).find(Boolean);
      return keyframes.find((frames) => frames.name === rule?.[1]);
    };
    expect(animated('.MuiLinearProgress-bar1Indeterminate')?.name).toBe(PROGRESS.first.name);
    expect(animated('.MuiLinearProgress-bar2Indeterminate')?.name).toBe(PROGRESS.second.name);
    expect(animated('.MuiCircularProgress-circle')).toBeUndefined();
    for (const { name } of Object.values(PROGRESS)) {
      const body = keyframes.find((frames) => frames.name === name)!.body;
      expect(body).toContain('transform:translateX(');
      expect(body).not.toMatch(/left|right|width/);
    }
  });
});
