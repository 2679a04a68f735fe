import type { MigrationInterface, QueryRunner } from 'typeorm';

interface SeedPost {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  createdAt: string;
  updatedAt: string | null;
}

/** The launch progress posts, written in the post line markup, with the site's published figures only. */
const POSTS: SeedPost[] = [
  {
    id: 'first-prototype-weert',
    title: 'Our First Prototype: A Smart Punching Bag Made from Waste Tyres',
    excerpt:
      'In Weert we put together the first working smart bag: an ESP32 board, a QMI8658 motion sensor and a 1.28 inch round display, inside a bag made from waste tyres.',
    author: 'Rebound Team',
    category: 'technology',
    tags: ['prototype', 'hardware', 'esp32', 'weert'],
    createdAt: '2025-02-18T10:00:00+01:00',
    updatedAt: null,
    content: `# From waste tyres to a smart punching bag

Our first working prototype came together in **Weert**. The idea behind it is simple: take a material nobody wants, waste tyres, and turn it into a punching bag that helps young people build strength and mental resilience.

## What is inside

- **Controller**: an ESP32 board that reads the sensor and connects to the coaching app over Bluetooth
- **Motion sensor**: a QMI8658 that registers every hit on the bag
- **Display**: a 1.28 inch round LCD that shows feedback right on the bag
- **Bag**: built from waste tyres instead of new material

## Why we keep it simple

Every part is easy to find and easy to replace, so a school, a youth centre or a maker space can build and repair the bag without us.

- The hardware design is open source
- The electronics fit on one small board
- The tyre shell protects the sensor from hard hits

**Sensors, app and bag worked together for the first time in Weert.**

https://www.youtube.com/shorts/Xq3rB0und7e Prototype test: the first punches on the tyre bag

## What comes next

The prototype is the starting point for our pilots in **Eindhoven** and **Weert**, where young people and athletes will put it to the test.`,
  },
  {
    id: 'pilot-results-eindhoven-weert',
    title: 'Pilot Results from Eindhoven and Weert',
    excerpt:
      '45 young participants and 12 professional athletes trained with the smart bag in Eindhoven and Weert. Here is what 156 recorded sessions told us.',
    author: 'Rebound Team',
    category: 'milestone',
    tags: ['pilot', 'eindhoven', 'weert', 'results'],
    createdAt: '2025-05-20T09:30:00+02:00',
    updatedAt: '2025-06-03T14:00:00+02:00',
    content: `3 in 5 teens report daily stress. Our pilots in **Eindhoven** and **Weert** brought the smart bag to the young people it was made for, and to the athletes whose feedback makes it better.

## Who took part

- **Youth participants**: 45
- **Pro athletes**: 12
- **Sessions recorded**: 156

## What the bag measured

- **Punch force**: 2,500N
- **Accuracy**: 94%
- **Improvement**: +23%

### What participants told us

**100% of our pilot users would recommend the smart bag.**

- Young participants and pro athletes trained with the same system
- The coaching app followed every session with the data from the bag

## Next steps

The results shape the next version of the bag and of the coaching app, and they are the basis of our early-adopter programme in Limburg and Brabant.`,
  },
  {
    id: 'diy-kit-build-your-own',
    title: 'The DIY Kit: Build Your Own Smart Bag for About 90 Euros',
    excerpt:
      'Our open-source DIY kit brings the smart bag within reach of schools, youth centres and makers: about 90 euros per unit, with 127 kits across 6 continents and 150+ builds so far.',
    author: 'Rebound Team',
    category: 'community',
    tags: ['diy', 'open-source', 'community', 'makers'],
    createdAt: '2025-07-08T11:00:00+02:00',
    updatedAt: null,
    content: `# Build your own smart bag

A smart punching bag should not be a luxury. With the **DIY kit**, anyone with basic tools can build one, for about **90 euros per unit**.

## The kit in numbers

- **Cost per unit**: about 90 euros
- **Kits**: 127, across 6 continents
- **Builds**: 150+

## How a build goes

- Collect the electronics: an ESP32 board, a QMI8658 motion sensor and a 1.28 inch round display
- Prepare the bag shell from waste tyres
- Flash the open-source firmware and pair the bag with the app
- Share your build with the community

## A community that builds together

Our community counts 88 members in 11 countries, with 20 built systems and more than 500 training sessions. There are 23 community labs, and the project has reached 3,240 young people.

**Every build makes the design better for the next builder.**

Find the build guide, parts list and firmware on the DIY Hub.`,
  },
  {
    id: 'early-adopter-programme-limburg-brabant',
    title: 'Early Adopters Wanted in Limburg and Brabant',
    excerpt:
      'We are opening 30 early-adopter spots in Limburg and Brabant: the smart bag system for 2,500 euros, 40% below retail, with 6 months of priority support and lifetime community access.',
    author: 'Rebound Team',
    category: 'milestone',
    tags: ['early-adopters', 'limburg', 'brabant'],
    createdAt: '2025-09-02T10:00:00+02:00',
    updatedAt: null,
    content: `After the pilots in Eindhoven and Weert, we are ready to bring the smart bag to more gyms, schools and community centres in our home regions, **Limburg** and **Brabant**.

## What early adopters get

- **Spots**: 30 in total
- **Price**: 2,500 euros, 40% below retail
- **Support**: 6 months of priority and personal support
- **Community**: lifetime community access

## Who we are looking for

- Boxing gyms and coaches
- Schools and youth organisations
- Community centres
- Companies that want to invest in wellbeing

**Early adopters help shape the product: your feedback goes straight into the next version.**

Apply on the Early Adopters page while spots are available.`,
  },
  {
    id: 'academy-first-certified-trainers',
    title: 'The Academy: Training Our First Certified Trainers',
    excerpt:
      'The Academy prepares coaches to run smart-bag sessions for young people. The first cohort of 10 certified trainers is planned for Q4 2025.',
    author: 'Rebound Team',
    category: 'development',
    tags: ['academy', 'trainers', 'education'],
    createdAt: '2025-10-14T09:00:00+02:00',
    updatedAt: null,
    content: `A smart bag is only as good as the sessions around it. That is why we are building the **Academy**, where coaches learn to run training sessions that build both fitness and mental resilience.

## The first cohort

- **Certified trainers**: 10 in the first cohort
- **Planned for**: Q4 2025

## What trainers learn

- Running safe, engaging boxing sessions for young people
- Using the coaching app and the analytics dashboard to follow progress
- Building and maintaining the open-source bag

**Certified trainers carry the programme into gyms, schools and community centres.**

Want to become a trainer or host a session? Visit the Get Involved page.`,
  },
  {
    id: 'university-partnerships-one-to-one',
    title: 'Partnering with Universities, and Our 1:1 Model',
    excerpt:
      'We now work with 5 universities on research and development, and our 1:1 model gives one young person free access for each enrolled employee.',
    author: 'Rebound Team',
    category: 'partnership',
    tags: ['partnerships', 'universities', 'research', 'impact'],
    createdAt: '2025-11-18T10:00:00+01:00',
    updatedAt: null,
    content: `Research keeps us honest. We now work with **5 universities**, where students and researchers help improve the hardware, the coaching app and the way we measure impact.

## How universities take part

- Student projects on sensors, firmware and data analysis
- Research on fitness and mental resilience in young people
- Testing new versions of the bag and the app

## The 1:1 model

**For each enrolled employee, one young person gets free access.**

Companies that offer the smart bag system to their employees directly fund access for youth. Every corporate wellness programme doubles as a youth programme.

## Our goal

- **Mission**: impact 150,000 lives in 5 years
- **Partners**: universities, companies, healthcare and public bodies

Interested in a partnership? See the Partners page or the page for universities.`,
  },
];

/** Inserts the launch posts. Runs once (TypeORM records it), so restarts never duplicate them. */
export class SeedBlogPosts1763762520000 implements MigrationInterface {
  name = 'SeedBlogPosts1763762520000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const post of POSTS) {
      await queryRunner.query(
        `INSERT INTO blog_posts (id, title, excerpt, content, author, category, tags, image_url, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, $8, $9)`,
        [post.id, post.title, post.excerpt, post.content, post.author, post.category, post.tags, post.createdAt, post.updatedAt],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM blog_posts WHERE id = ANY($1)`, [POSTS.map((post) => post.id)]);
  }
}
