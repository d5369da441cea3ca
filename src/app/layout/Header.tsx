import { WalletButton } from '../wallet/WalletButton';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { ThemeSwitcher } from './ThemeSwitcher';

/** Logo, sections, theme and wallet. On a phone the nav drops to its own scrollable row. */
export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-bg/90 backdrop-blur supports-[backdrop-filter]:bg-bg/75">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2.5 sm:px-6">
        <Logo />
        <MainNav className="order-last w-full md:order-none md:w-auto md:flex-1" />
        <div className="ml-auto flex items-center gap-2">
          <ThemeSwitcher />
          <WalletButton />
        </div>
      </div>
    </header>
  );
}
