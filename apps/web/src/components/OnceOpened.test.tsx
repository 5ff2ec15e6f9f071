import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { OnceOpened } from './OnceOpened.tsx';

function ReadsData() {
  const answer = useQuery({ queryKey: ['once-opened-test'], queryFn: async () => 'from the cache' });
  return <p>{answer.data ?? 'asking'}</p>;
}

describe('OnceOpened', () => {
  it('mounts nothing until first opened', () => {
    render(
      <OnceOpened when={false}>
        <ReadsData />
      </OnceOpened>,
    );
    expect(screen.queryByText('asking')).not.toBeInTheDocument();
  });

  it('gives a dialog the data cache where the page around it has none (as /login and the shell dialogs run)', async () => {
    render(
      <OnceOpened when>
        <ReadsData />
      </OnceOpened>,
    );
    expect(await screen.findByText('from the cache')).toBeInTheDocument();
  });
});
