import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { usePageBackground, usePageBackgroundUrl } from './page-background.ts';

function Shell() {
  return <p>background: {usePageBackgroundUrl() ?? 'none'}</p>;
}
function ProfilePage({ url }: { url: string | null }) {
  usePageBackground(url);
  return null;
}

describe('usePageBackground', () => {
  it('shows the page background while the page is shown and clears it when the page goes', () => {
    const view = render(
      <>
        <Shell />
        <ProfilePage url="/api/images/3" />
      </>,
    );
    expect(screen.getByText('background: /api/images/3')).toBeInTheDocument();
    view.rerender(
      <>
        <Shell />
        <ProfilePage url="/api/images/4" />
      </>,
    );
    expect(screen.getByText('background: /api/images/4')).toBeInTheDocument();
    view.rerender(<Shell />);
    expect(screen.getByText('background: none')).toBeInTheDocument();
  });
});
