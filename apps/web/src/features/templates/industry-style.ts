import {
  CalendarCheck,
  ConciergeBell,
  Headset,
  Laptop,
  PhoneCall,
  Scale,
  Smile,
  Stethoscope,
  Target,
  ThermometerSnowflake,
  type LucideIcon,
} from 'lucide-react';
import type { TemplateCategory, TemplateIndustry } from '@staffwright/contract';

/**
 * Each catalogue industry's icon and colour, so cards tell themselves apart at a glance. Text colours
 * are the 800 shade on the light card and the 300 shade on the dark one (both above 4.5:1); the stripe
 * and the icon tile are decoration and carry no meaning the label does not also give.
 */
export interface IndustryStyle {
  icon: LucideIcon;
  /** The top stripe of a card. */
  stripe: string;
  /** The icon tile: tinted background, icon colour. */
  tile: string;
  /** The industry label above the card's title. */
  text: string;
  /** A key-skill chip. */
  chip: string;
}

export const INDUSTRY_STYLE: Record<TemplateIndustry, IndustryStyle> = {
  dental: {
    icon: Smile,
    stripe: 'border-t-sky-500 dark:border-t-sky-400',
    tile: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
    text: 'text-sky-800 dark:text-sky-300',
    chip: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-200',
  },
  hvac: {
    icon: ThermometerSnowflake,
    stripe: 'border-t-orange-500 dark:border-t-orange-400',
    tile: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300',
    text: 'text-orange-800 dark:text-orange-300',
    chip: 'border-orange-200 bg-orange-50 text-orange-900 dark:border-orange-800 dark:bg-orange-950/60 dark:text-orange-200',
  },
  medical: {
    icon: Stethoscope,
    stripe: 'border-t-rose-500 dark:border-t-rose-400',
    tile: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-300',
    text: 'text-rose-800 dark:text-rose-300',
    chip: 'border-rose-200 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-200',
  },
  legal: {
    icon: Scale,
    stripe: 'border-t-violet-500 dark:border-t-violet-400',
    tile: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
    text: 'text-violet-800 dark:text-violet-300',
    chip: 'border-violet-200 bg-violet-50 text-violet-900 dark:border-violet-800 dark:bg-violet-950/60 dark:text-violet-200',
  },
  technology: {
    icon: Laptop,
    stripe: 'border-t-emerald-500 dark:border-t-emerald-400',
    tile: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
    text: 'text-emerald-800 dark:text-emerald-300',
    chip: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200',
  },
};

/** How many of a template's skills a card shows: the job title's own first. */
export const KEY_SKILLS = 3;

/** Each category's icon: within one industry's grid (all one colour) it tells the roles apart. */
export const CATEGORY_ICON: Record<TemplateCategory, LucideIcon> = {
  'customer-service': Headset,
  receptionist: ConciergeBell,
  'reception-desk': ConciergeBell,
  'appointment-setting': CalendarCheck,
  'lead-generation': Target,
  'answering-service': PhoneCall,
};
