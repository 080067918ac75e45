import type { ReactNode } from 'react';

/**
 * A loading, empty or error line inside a section. `alert` is announced at once
 * (errors); `status` politely (loading and empty states).
 */
export function StatusMessage({ children, role = 'status' }: { children: ReactNode; role?: 'status' | 'alert' }) {
  const colours =
    role === 'alert' ? 'border-red-200 bg-red-50 text-red-800' : 'border-slate-200 bg-slate-50 text-slate-700';
  return (
    <p role={role} className={`rounded-md border px-4 py-6 text-center text-sm ${colours}`}>
      {children}
    </p>
  );
}
