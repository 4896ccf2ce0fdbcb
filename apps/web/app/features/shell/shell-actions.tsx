import { createContext, useContext } from 'react';

/**
 * What the shell asks of the app without importing other features (features do not import
 * each other): root.tsx wires these to the auth dialogs and the logout.
 */
export interface ShellActions {
  openLogin: () => void;
  openRegister: () => void;
  logout: () => void;
}

export const ShellActionsContext = createContext<ShellActions | null>(null);

export function useShellActions(): ShellActions {
  const actions = useContext(ShellActionsContext);
  if (!actions) throw new Error('useShellActions must be used inside <ShellActionsContext.Provider>');
  return actions;
}
