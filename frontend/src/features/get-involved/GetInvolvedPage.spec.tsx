import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test-support/render';
import { interestFormPathWithChoice } from './interest-form/interest-prefill';

// jsdom has no layout, hence no scrollIntoView; the page and the layout scroll to the form.
Element.prototype.scrollIntoView = jest.fn();

const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('GetInvolvedPage', () => {
  it('shows every block of the page in order', async () => {
    await renderRoute('/get-involved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Involved with Rebound' })).toBeInTheDocument();
    const headings = sectionHeadings();
    const order = [
      'Become a University Partner',
      'Student Opportunities',
      'Build, Volunteer or Give',
      'What Your Help Makes Possible',
      "Tell Us How You'd Like to Help",
    ];
    expect(order.map((title) => headings.indexOf(title))).toEqual([...order.keys()].map((index) => headings.indexOf(order[0]) + index));
    const ways = screen.getByRole('region', { name: 'Build, Volunteer or Give' });
    expect(
      within(ways)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Build a Kit', 'Volunteer & Workshops', 'Donate']);
    // The form loads when it is needed (at once here: jsdom has no IntersectionObserver).
    expect(document.getElementById('interest-form')).toContainElement(await screen.findByLabelText('Your Name'));
  });

  it('lists four university points and the five technical and five organisational roles, each with an apply button', async () => {
    await renderRoute('/get-involved');
    const universities = await screen.findByRole('region', { name: 'Become a University Partner' });
    expect(within(universities).getAllByRole('listitem')).toHaveLength(4);
    expect(within(universities).getByRole('link', { name: 'More for Universities' })).toHaveAttribute('href', '/for-universities');

    const students = screen.getByRole('region', { name: 'Student Opportunities' });
    const technical = ['AI Specialist', 'Hardware Innovator', 'UX Designer', 'Gamification Developer', 'Research Analyst'];
    const organisational = ['Team Coordinator', 'Event Planner', 'HR Enthusiast', 'Communications & PR', 'Partnership Lead'];
    expect(
      within(students)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual([...technical, ...organisational]);
    for (const role of [...technical, ...organisational]) {
      // The choice is in the address: it reaches the form even when the browser follows the link itself.
      expect(within(students).getByRole('link', { name: `Apply for ${role}` })).toHaveAttribute(
        'href',
        interestFormPathWithChoice(`I'd like to apply for the ${role} role.`),
      );
    }
  });

  it('shows the suggested amounts and the figures', async () => {
    await renderRoute('/get-involved');
    const ways = await screen.findByRole('region', { name: 'Build, Volunteer or Give' });
    const kitAmounts = within(ways).getByRole('list', { name: 'Contribute to a kit' });
    expect(
      within(kitAmounts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['€5 towards a build kit', '€15 towards a build kit', '€25 towards a build kit']);
    const donations = within(ways).getByRole('list', { name: 'Choose an amount' });
    expect(
      within(donations)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['€10 donation', '€25 donation', '€50 donation', '€100 donation', 'Another Amount']);
    expect(within(ways).getByText('€25 funds one workshop kit.')).toBeInTheDocument();
    expect(within(ways).getByText('One volunteer enables 15 young people to take part.')).toBeInTheDocument();
    expect(within(ways).getByText('€50 sponsors a class workshop.')).toBeInTheDocument();
    expect(within(ways).getByRole('heading', { name: 'Free Plan: €0' })).toBeInTheDocument();
    expect(within(ways).getByRole('link', { name: 'RSVP for London on Feb 15' })).toBeInTheDocument();
    expect(within(ways).getByRole('link', { name: 'RSVP for Barcelona on Feb 22' })).toBeInTheDocument();

    const impact = screen.getByRole('region', { name: 'What Your Help Makes Possible' });
    expect(within(impact).getByText('3,240')).toBeInTheDocument();
    expect(within(impact).getByRole('link', { name: 'See Our Impact' })).toHaveAttribute('href', '/impact');
  });

  it('takes the visitor to the form with their choice written into the message', async () => {
    const user = userEvent.setup({ delay: null });
    await renderRoute('/get-involved');
    await user.click(await screen.findByRole('link', { name: '€50 donation' }));
    const message = screen.getByLabelText('Tell us about your interest');
    expect(message).toHaveValue("I'd like to sponsor a class workshop (€50).");
    expect(screen.getByLabelText('Your Name')).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'RSVP for Barcelona on Feb 22' }));
    expect(message).toHaveValue("I'd like to sponsor a class workshop (€50).\nI'd like to RSVP for the workshop in Barcelona on Feb 22.");

    await user.type(screen.getByLabelText('Your Name'), 'Amira');
    await user.click(screen.getByRole('link', { name: 'Apply for UX Designer' }));
    expect(message).toHaveValue(
      "I'd like to sponsor a class workshop (€50).\nI'd like to RSVP for the workshop in Barcelona on Feb 22.\nI'd like to apply for the UX Designer role.",
    );
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
  });

  it('fills in the plan, kit, volunteer and university choices too', async () => {
    const user = userEvent.setup({ delay: null });
    await renderRoute('/get-involved');
    const message = () => screen.getByLabelText<HTMLTextAreaElement>('Tell us about your interest');
    const choices: [string, string][] = [
      ['Choose the Free Plan', "I'd like the free plan (€0): please send me the build plans and workshop invitations."],
      ['€25 towards a build kit', "I'd like to fund one workshop kit (€25)."],
      ['€5 towards a build kit', "I'd like to contribute €5 towards a build kit."],
      ['Become a Volunteer', "I'd like to volunteer at Rebound workshops."],
      ['Join as a University', "I'd like my university to become a Rebound partner."],
      ['Another Amount', "I'd like to donate a different amount."],
    ];
    for (const [button, text] of choices) {
      await user.click(await screen.findByRole('link', { name: button }));
      expect(message().value).toContain(text);
    }
  });

  it('speaks Persian', async () => {
    await renderRoute('/get-involved', { language: 'fa' });
    expect(await screen.findByRole('heading', { level: 1, name: 'با Rebound همراه شوید' })).toBeInTheDocument();
    expect(screen.getByText('۳٬۲۴۰')).toBeInTheDocument();
  });
});
