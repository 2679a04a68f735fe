import type { Page } from '@playwright/test';
import { contrastRatio, isDark, over, parseColour, type Rgba } from '../support/contrast';
import { expect, test } from '../support/fixtures';

/**
 * The focus ring keeps 3:1 against what it is drawn on (WCAG 1.4.11 and 2.4.13), on the light
 * surfaces and on the dark bands, cards and footer alike: every visible control of these pages is
 * focused in turn, and its outline colour compared with the colour behind the ring (the nearest
 * backgrounds of its ancestors, see-through ones laid over what is below them).
 */
const PAGES = ['/en', '/en/get-involved', '/en/early-adopters', '/en/diy-hub', '/en/for-healthcare', '/en/about', '/fa'];

interface FocusedControl {
  name: string;
  outlineStyle: string;
  outlineWidth: number;
  outline: string;
  /** The backgrounds from the control's parent outwards, up to the first opaque one. */
  behind: string[];
}

async function focusEachControl(page: Page): Promise<FocusedControl[]> {
  // Keyboard use first: programmatic focus then shows the ring as Tab would (:focus-visible).
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const selector = 'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
    const visible = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const controls = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(visible);
    return controls.map((control) => {
      control.focus();
      const style = getComputedStyle(control);
      const behind: string[] = [];
      for (let ancestor = control.parentElement; ancestor; ancestor = ancestor.parentElement) {
        const { backgroundColor: background, backgroundImage } = getComputedStyle(ancestor);
        // A picture or gradient without a colour under it: the test cannot tell what is behind the ring.
        if (backgroundImage !== 'none' && background === 'rgba(0, 0, 0, 0)') {
          behind.push(`image on ${ancestor.className}`);
          break;
        }
        if (background === 'rgba(0, 0, 0, 0)' || background === 'transparent') continue;
        behind.push(background);
        if (!background.startsWith('rgba') || background.endsWith(', 1)')) break;
      }
      return {
        name: `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || control.getAttribute('name') || '').trim().slice(0, 40)}"`,
        outlineStyle: style.outlineStyle,
        outlineWidth: Number.parseFloat(style.outlineWidth),
        outline: style.outlineColor,
        behind,
      };
    });
  });
}

/** The colour behind the ring: the backgrounds laid over each other, over the page's white if none is opaque. */
function backgroundBehind(behind: string[]): Rgba {
  return behind.map(parseColour).reduceRight<Rgba>((below, colour) => over(colour, below), [255, 255, 255, 1]);
}

for (const path of PAGES) {
  test(`the focus ring stands out 3:1 on every surface of ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const controls = await focusEachControl(page);
    const failures: string[] = [];
    let onDark = 0;
    for (const control of controls) {
      if (control.outlineStyle === 'none' || control.outlineWidth < 2) {
        failures.push(`${control.name}: no focus outline`);
        continue;
      }
      const unknown = control.behind.find((layer) => layer.startsWith('image'));
      if (unknown) {
        failures.push(`${control.name}: ring drawn on an ${unknown}, give it a background colour`);
        continue;
      }
      const background = backgroundBehind(control.behind);
      if (isDark(background)) onDark += 1;
      const ratio = contrastRatio(parseColour(control.outline), background);
      if (ratio < 3) failures.push(`${control.name}: ${control.outline} on ${background.join(',')} is ${ratio.toFixed(2)}:1`);
    }
    expect(failures).toEqual([]);
    // The dark surfaces were part of it: at least the footer's links, field and button.
    expect(onDark).toBeGreaterThanOrEqual(5);
  });
}
