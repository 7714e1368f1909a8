// 'Don't have an account? Sign up' and its mirror: a prompt with a button that switches forms.
export function SwitchPrompt({
  prompt,
  action,
  onSwitch,
}: {
  prompt: string;
  action: string;
  onSwitch?: (() => void) | undefined;
}) {
  if (!onSwitch) return null;
  return (
    <p className="mt-6 text-center font-sans text-parchment-300 text-sm">
      {prompt}{' '}
      <button
        type="button"
        onClick={onSwitch}
        className="cursor-pointer rounded-sm font-semibold text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2"
      >
        {action}
      </button>
    </p>
  );
}
