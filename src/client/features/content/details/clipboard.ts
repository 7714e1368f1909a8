// Copying text for the game master, with the spec's 'Copied to clipboard' toast.
import { toast } from '@client/components/ui/use-toast';

async function writeText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // No clipboard API here (insecure origin, permission refused): fall back to the old selection copy.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy refused by the browser');
}

export async function copyToClipboard(text: string, what: string): Promise<boolean> {
  try {
    await writeText(text);
    toast({ title: 'Copied to clipboard', description: what });
    return true;
  } catch {
    toast({
      variant: 'destructive',
      title: 'Copy Failed',
      description: 'Your browser would not let us copy that.',
    });
    return false;
  }
}
