/**
 * A story of what shows only where the page runs its scripts: index.html marks `<html data-js>` before the first
 * paint (ui/theme SCRIPTED), which Storybook's preview does not. As a story's `beforeEach`, marks it for the story.
 */
export function scriptsRunning(): () => void {
  document.documentElement.setAttribute('data-js', '');
  return () => document.documentElement.removeAttribute('data-js');
}
