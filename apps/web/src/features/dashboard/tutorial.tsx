import * as React from 'react';
import { ACTIONS, EVENTS, Joyride, STATUS, type EventData, type Step } from 'react-joyride';
import { TUTORIAL_FLAG_KEY } from '@staffwright/contract';

/** SPEC §4: five steps, their placements and targets. */
export const TUTORIAL_STEPS: Step[] = [
  {
    target: 'body',
    placement: 'center',
    skipBeacon: true,
    title: 'Welcome to the AI Assistant Dashboard',
    content: 'This is where you create and manage the AI staff that talk to your customers around the clock. Let us show you around.',
  },
  {
    target: '[data-tour="sidebar"]',
    placement: 'right',
    title: 'Navigation',
    content: 'Use the sidebar to move between your businesses, templates and settings.',
  },
  {
    target: '[data-tour="add-business"]',
    placement: 'left',
    title: 'Add a business',
    content: 'Start here: add your business and train its AI agent on your website and documents.',
  },
  {
    target: '[data-tour="nav-templates"]',
    placement: 'right',
    title: 'Templates',
    content: 'Browse ready-made agents by industry and job title to get started even faster.',
  },
  {
    target: '[data-tour="nav-settings"]',
    placement: 'right',
    title: 'Settings',
    content: 'Manage your password, email address and account here.',
  },
];

function hasSeenTutorial(): boolean {
  try {
    return localStorage.getItem(TUTORIAL_FLAG_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * The tour runs by itself when the hasSeenTutorial flag is absent; ending or skipping sets the flag.
 * `restart` shows it again from step 0.
 */
export function useTutorial() {
  const [run, setRun] = React.useState(() => !hasSeenTutorial());
  const [stepIndex, setStepIndex] = React.useState(0);
  const restart = React.useCallback(() => {
    setStepIndex(0);
    setRun(true);
  }, []);
  const onEvent = React.useCallback((data: EventData) => {
    if (data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED) {
      setRun(false);
      setStepIndex(0);
      try {
        localStorage.setItem(TUTORIAL_FLAG_KEY, 'true');
      } catch {
        /* storage unavailable: the tour simply shows again next time */
      }
      return;
    }
    if (data.type === EVENTS.STEP_AFTER || data.type === EVENTS.TARGET_NOT_FOUND) {
      setStepIndex(data.index + (data.action === ACTIONS.PREV ? -1 : 1));
    }
  }, []);
  return { run, stepIndex, restart, onEvent };
}

export function Tutorial({ run, stepIndex, onEvent }: { run: boolean; stepIndex: number; onEvent: (d: EventData) => void }) {
  return (
    <Joyride
      steps={TUTORIAL_STEPS}
      run={run}
      stepIndex={stepIndex}
      continuous
      scrollToFirstStep
      onEvent={onEvent}
      options={{
        showProgress: true,
        // No close button: the tour is left with Skip or by finishing it.
        buttons: ['back', 'skip', 'primary'],
        primaryColor: '#4338ca',
        zIndex: 60,
      }}
    />
  );
}
