// The calendar button of a date input (date-input.tsx), also shown while the calendar loads.
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

function CalendarIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" fill="currentColor" aria-hidden="true">
      <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
    </svg>
  );
}

export const CalendarButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & { label: string }>(function CalendarButton({ label, ...props }, ref) {
  return (
    // The label last: the date picker's trigger props carry an English one of their own.
    <button ref={ref} type="button" style={{ padding: '0 6px', height: '2.5rem', cursor: 'pointer' }} {...props} aria-label={label}>
      <CalendarIcon />
    </button>
  );
});
