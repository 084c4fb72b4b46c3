/**
 * Page views through Firebase Analytics when it is supported and configured (a measurement id,
 * not the emulators); otherwise a no-op. The SDK is imported on the first page view, after the
 * page has rendered, so it is never part of what a page waits for. Never throws: analytics must
 * not break navigation offline.
 */
import type { Analytics } from 'firebase/analytics';
import { env } from '@/config/env';
import { firebaseApp } from './sdks';

let analytics: Promise<Analytics | null> | undefined;

async function loadAnalytics(): Promise<Analytics | null> {
  if (!env.VITE_FIREBASE_MEASUREMENT_ID || env.VITE_USE_EMULATORS) return null;
  try {
    const { getAnalytics, isSupported } = await import('firebase/analytics');
    return (await isSupported()) ? getAnalytics(firebaseApp()) : null;
  } catch {
    return null;
  }
}

export async function trackPageView(path: string, title: string): Promise<void> {
  try {
    analytics ??= loadAnalytics();
    const instance = await analytics;
    if (!instance) return;
    const { logEvent } = await import('firebase/analytics');
    logEvent(instance, 'page_view', { page_path: path, page_title: title });
  } catch (error) {
    console.warn('Page view not tracked', error);
  }
}
