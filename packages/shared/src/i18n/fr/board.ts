import type { Widen } from '../widen.ts';
import type { enBoard } from '../en/board.ts';

export const frBoard: Widen<typeof enBoard> = {
  board: {
    title: "Conseil d'administration",
  },
};
