import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge/merge-classes';

/** Joins classes, a later Tailwind class replacing an earlier one it conflicts with (tailwind-merge's rules). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
