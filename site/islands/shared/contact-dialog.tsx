import { createRoot, type Root } from 'react-dom/client';
import ContactForm from './ContactForm';

let root: Root | null = null;

function render(open: boolean) {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  root.render(<ContactForm open={open} onClose={() => render(false)} />);
}

// The footer's 'Contact us' (scripts/contact.ts): the dialog, rendered into the page the
// first time it is asked for and shown again after that.
export const showContactForm = () => render(true);
