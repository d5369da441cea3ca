import { WalletButton } from '../wallet/WalletButton';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { ThemeSwitcher } from './ThemeSwitcher';

/**
 * Logo, sections, theme and wallet. On a phone the logo and controls keep one row (they never
 * wrap apart) and the nav takes its own full-width row below.
 */
export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-bg/90 backdrop-blur supports-[backdrop-filter]:bg-bg/75">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 sm:gap-x-6 sm:px-6">
        <Logo />
        <MainNav className="order-last w-full md:order-none md:w-auto md:flex-1" />
        <div className="ms-auto flex shrink-0 flex-nowrap items-center gap-1.5 sm:gap-2">
          <LanguageSwitcher />
          <ThemeSwitcher />
          <WalletButton />
        </div>
      </div>
    </header>
  );
}
