import type { AppDatabase } from './client';

/**
 * Fills an empty database with believable demo data. The API issue grows this to every
 * entity; it runs only on the first start, when DEMO_DATA is not "0".
 */
export async function seedDemoData(_database: AppDatabase): Promise<void> {
  // Filled in by the API and data work (issue 3).
}
