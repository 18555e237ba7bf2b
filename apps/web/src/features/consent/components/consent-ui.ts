import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent } from '../../../lib/consent';

/** Whether the settings dialog is open: the footer link opens it from anywhere. */
let settingsOpen = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openConsentSettings(): void {
  settingsOpen = true;
  emit();
}

export function closeConsentSettings(): void {
  settingsOpen = false;
  emit();
}

const subscribeUi = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useConsentSettingsOpen = () =>
  useSyncExternalStore(
    subscribeUi,
    () => settingsOpen,
    () => false,
  );

/** Whether a choice has been made (cookie present): the banner only asks until then. */
export const useConsentChosen = () =>
  useSyncExternalStore(
    subscribeConsent,
    () => readConsent() !== null,
    () => true,
  );
