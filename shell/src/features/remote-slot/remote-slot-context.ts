import { createContext, useContext } from 'react';

export interface RemoteSlotState {
  /** The remote module this slot shows. */
  id: string;
  /** Forgets the failed attempt and loads the module afresh. */
  retry: () => void;
}

export const RemoteSlotContext = createContext<RemoteSlotState | null>(null);

export function useRemoteSlot(): RemoteSlotState | null {
  return useContext(RemoteSlotContext);
}
