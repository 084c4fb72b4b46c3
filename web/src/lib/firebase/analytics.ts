/**
 * Page views through Firebase Analytics when it is supported and configured (a measurement id,
 * not the emulators); otherwise a no-op. Never throws: analytics must not break navigation offline.
 */
import { getAnalytics, isSupported, logEvent, type Analytics } from 'firebase/analytics';
import { env } from '@/config/env';
import { firebaseApp } from './app';

let analytics: Promise<Analytics | null> | undefined;

function loadAnalytics(): Promise<Analytics | null> {
  if (!env.VITE_FIREBASE_MEASUREMENT_ID || env.VITE_USE_EMULATORS) return Promise.resolve(null);
  return isSupported()
    .then((supported) => (supported ? getAnalytics(firebaseApp()) : null))
    .catch(() => null);
}

export async function trackPageView(path: string, title: string): Promise<void> {
  try {
    analytics ??= loadAnalytics();
    const instance = await analytics;
    if (instance) logEvent(instance, 'page_view', { page_path: path, page_title: title });
  } catch (error) {
    console.warn('Page view not tracked', error);
  }
}
