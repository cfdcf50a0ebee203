import type { DemoArticle } from '../demo-types.ts'

export const articles: DemoArticle[] = [
  // ── Οικονομία ───────────────────────────────────────────────────────────
  {
    category: 'oikonomia',
    title: 'Supermarket Prices Keep Climbing Even as Headline Inflation Eases',
    titleGr: 'Ακριβαίνει το καλάθι του σούπερ μάρκετ, παρά την αποκλιμάκωση του πληθωρισμού',
    subtitle:
      'New ELSTAT figures show food prices rising far faster than the overall index, squeezing households ahead of the festive season.',
    subtitleGr:
      'Τα νέα στοιχεία της ΕΛΣΤΑΤ δείχνουν τα τρόφιμα να ακριβαίνουν πολύ ταχύτερα από τον γενικό δείκτη, πιέζοντας τα νοικοκυριά ενόψει των γιορτών.',
    excerpt:
      'Food prices rose at almost twice the pace of overall inflation last month, according to ELSTAT. Coffee, meat and fresh fruit led the increases, and shoppers are turning to private labels and street markets to cope.',
    excerptGr:
      'Οι τιμές των τροφίμων αυξήθηκαν τον προηγούμενο μήνα με σχεδόν διπλάσιο ρυθμό από τον γενικό πληθωρισμό, σύμφωνα με την ΕΛΣΤΑΤ. Καφές, κρέας και φρούτα οδηγούν τις ανατιμήσεις, και οι καταναλωτές στρέφονται σε προϊόντα ιδιωτικής ετικέτας και λαϊκές αγορές.',
    content: `<p>Greek households are paying noticeably more at the supermarket checkout than a year ago, even though the headline inflation rate has continued to cool. The latest figures from ELSTAT, published this week, show that food and non-alcoholic beverages rose at almost twice the pace of the overall consumer price index last month.</p>
<p>The gap is most visible in everyday staples. Olive oil has eased from its record highs, but coffee, cocoa products, beef and fresh fruit all posted double-digit annual increases, while dairy prices crept higher for the third consecutive month.</p>
<h2>Where the pressure is coming from</h2>
<p>Retailers and suppliers point to a combination of factors that have kept costs elevated along the supply chain:</p>
<ul>
<li>higher international prices for coffee, cocoa and animal feed;</li>
<li>transport and energy costs that remain above pre-crisis levels;</li>
<li>wage increases across retail and food processing;</li>
<li>poor harvests for several fruit and vegetable crops after a hot, dry summer.</li>
</ul>
<p>Consumer groups argue that these explanations do not tell the whole story, and that profit margins in parts of the sector deserve closer scrutiny. The competition authority has said it continues to monitor pricing along the food chain.</p>
<blockquote><p>"Headline inflation is an average, and nobody lives on an average. For a family that spends a third of its budget on food, the cost of living is still rising quickly," said Eleni Papadaki, an economist who studies household budgets at an Athens research institute.</p></blockquote>
<h3>Households adapt</h3>
<p>Shoppers are changing their habits in response. Retail data show a steady shift towards <strong>private-label products</strong>, more frequent but smaller shopping trips and greater use of loyalty-card discounts. Open-air street markets report stronger footfall, as customers compare prices more carefully.</p>
<p>The government has extended a voluntary scheme under which major chains hold down prices on a basket of basic goods, and officials say further measures will be considered if food inflation does not slow in the coming months. Economists expect some relief next year as energy costs stabilise, but warn that climate-related disruptions to harvests could keep prices volatile.</p>`,
    contentGr: `<p>Όλο και βαρύτερος γίνεται ο λογαριασμός στο ταμείο του σούπερ μάρκετ για τα ελληνικά νοικοκυριά, παρά το γεγονός ότι ο γενικός πληθωρισμός συνεχίζει να υποχωρεί. Σύμφωνα με τα στοιχεία που δημοσίευσε αυτή την εβδομάδα η ΕΛΣΤΑΤ, οι τιμές στα τρόφιμα και τα μη αλκοολούχα ποτά αυξήθηκαν τον προηγούμενο μήνα με σχεδόν διπλάσιο ρυθμό από τον γενικό δείκτη τιμών καταναλωτή.</p>
<p>Η απόκλιση φαίνεται κυρίως στα είδη καθημερινής ανάγκης. Το ελαιόλαδο έχει υποχωρήσει από τα επίπεδα-ρεκόρ, όμως ο καφές, τα προϊόντα κακάο, το μοσχάρι και τα φρέσκα φρούτα καταγράφουν διψήφιες ετήσιες αυξήσεις, ενώ τα γαλακτοκομικά ανεβαίνουν για τρίτο συνεχόμενο μήνα.</p>
<h2>Από πού προέρχονται οι πιέσεις</h2>
<p>Λιανέμποροι και προμηθευτές αποδίδουν τις υψηλές τιμές σε έναν συνδυασμό παραγόντων:</p>
<ul>
<li>τις αυξημένες διεθνείς τιμές σε καφέ, κακάο και ζωοτροφές·</li>
<li>το κόστος μεταφοράς και ενέργειας, που παραμένει πάνω από τα προ κρίσης επίπεδα·</li>
<li>τις αυξήσεις μισθών στο λιανεμπόριο και στη μεταποίηση τροφίμων·</li>
<li>τις κακές σοδειές σε αρκετά φρούτα και λαχανικά μετά από ένα θερμό και ξηρό καλοκαίρι.</li>
</ul>
<p>Οι καταναλωτικές οργανώσεις υποστηρίζουν ότι οι εξηγήσεις αυτές δεν λένε όλη την αλήθεια και ότι τα περιθώρια κέρδους σε ορισμένα τμήματα της αγοράς χρειάζονται στενότερο έλεγχο. Η Επιτροπή Ανταγωνισμού δηλώνει ότι παρακολουθεί τις τιμές στην αλυσίδα των τροφίμων.</p>
<blockquote><p>«Ο γενικός πληθωρισμός είναι ένας μέσος όρος, και κανείς δεν ζει με τον μέσο όρο. Για μια οικογένεια που δίνει το ένα τρίτο του προϋπολογισμού της στα τρόφιμα, το κόστος ζωής εξακολουθεί να ανεβαίνει γρήγορα», σημειώνει η Ελένη Παπαδάκη, οικονομολόγος που μελετά τους οικογενειακούς προϋπολογισμούς σε ερευνητικό ινστιτούτο της Αθήνας.</p></blockquote>
<h3>Τα νοικοκυριά προσαρμόζονται</h3>
<p>Τα στοιχεία του λιανεμπορίου δείχνουν σταθερή στροφή στα <strong>προϊόντα ιδιωτικής ετικέτας</strong>, συχνότερες αλλά μικρότερες αγορές και εντατικότερη χρήση των εκπτώσεων μέσω καρτών πιστότητας. Αυξημένη κίνηση καταγράφουν και οι λαϊκές αγορές, όπου οι πελάτες συγκρίνουν πιο προσεκτικά τις τιμές.</p>
<p>Η κυβέρνηση παρέτεινε το εθελοντικό πρόγραμμα με το οποίο οι μεγάλες αλυσίδες συγκρατούν τις τιμές σε ένα καλάθι βασικών προϊόντων, ενώ κυβερνητικά στελέχη δεν αποκλείουν νέα μέτρα, αν οι ανατιμήσεις δεν επιβραδυνθούν τους επόμενους μήνες. Οι οικονομολόγοι αναμένουν κάποια ανακούφιση του χρόνου, προειδοποιούν όμως ότι η κλιματική κρίση μπορεί να κρατήσει τις τιμές ευμετάβλητες.</p>`,
    tags: ['plithorismos'],
  },
  {
    category: 'oikonomia',
    title: 'Athens Rents Hit New High as Students and Young Workers Are Priced Out',
    titleGr: 'Νέο ρεκόρ στα ενοίκια της Αθήνας: εκτός αγοράς φοιτητές και νέοι εργαζόμενοι',
    subtitle:
      'Asking rents in the capital rose again this autumn, as short-term lets and a thin supply of new homes keep up the pressure on tenants.',
    subtitleGr:
      'Νέα άνοδος των ζητούμενων ενοικίων στην πρωτεύουσα φέτος το φθινόπωρο, με τη βραχυχρόνια μίσθωση και τη λειψή προσφορά να πιέζουν τους ενοικιαστές.',
    excerpt:
      'Rents in central Athens have reached a new record, putting even small flats out of reach for many students and young workers. Government measures have helped at the margin, but the shortage of homes remains acute.',
    excerptGr:
      'Σε νέο ρεκόρ έφτασαν τα ενοίκια στο κέντρο της Αθήνας, καθιστώντας ακόμη και τα μικρά διαμερίσματα απλησίαστα για πολλούς φοιτητές και νέους εργαζόμενους. Τα κυβερνητικά μέτρα βοήθησαν οριακά, όμως η έλλειψη κατοικιών παραμένει οξεία.',
    content: `<p>Rents in Athens have climbed to a new high this autumn, according to figures compiled by property platforms and estate agents, with the average asking price for a one-bedroom flat in central districts now well beyond what many young tenants can afford. The increase has been sharpest near universities and metro stations.</p>
<p>The start of the academic year brought the pressure into focus. Students from the regions describe crowded viewings, landlords demanding several months' deposit upfront and small flats at prices that would have seemed unthinkable five years ago.</p>
<h2>A market short of homes</h2>
<p>Analysts say the root of the problem is a chronic shortage of supply. Construction collapsed during the debt crisis and has only partly recovered, while thousands of older apartments sit empty because their owners cannot afford to renovate them. Short-term rentals to tourists have also absorbed much of the stock in central Athens.</p>
<blockquote><p>"We are seeing people in their thirties with steady jobs who still cannot move out of their parents' homes. When rent takes half of a salary, there is nothing left to save," said Maria Lymperopoulou, who heads a tenants' association in the capital.</p></blockquote>
<h3>What has been tried so far</h3>
<p>The government has introduced a series of measures over the past two years, with mixed results:</p>
<ol>
<li>a freeze on new short-term rental licences in the most central districts of Athens;</li>
<li>an annual rent rebate for eligible tenants, paid through the tax system;</li>
<li>tax incentives for owners who renovate and rent out empty properties;</li>
<li>subsidised mortgages for young buyers under a state-backed loan scheme.</li>
</ol>
<p>Estate agents say the rebate and the renovation incentives have helped at the margin, but that the number of homes returning to the long-term market is still small. Some economists warn that <em>demand-side subsidies</em> may simply push prices higher.</p>
<p>Bank of Greece data show house prices still rising at a solid pace. Tenants' groups are now calling for a large-scale <strong>social housing programme</strong>, an idea that has gained support across the political spectrum but would take years to deliver.</p>`,
    contentGr: `<p>Σε νέο υψηλό σκαρφάλωσαν φέτος το φθινόπωρο τα ενοίκια στην Αθήνα, σύμφωνα με στοιχεία πλατφορμών ακινήτων και μεσιτικών γραφείων, με τη μέση ζητούμενη τιμή για ένα δυάρι στις κεντρικές συνοικίες να ξεπερνά πλέον κατά πολύ τις δυνατότητες πολλών νέων ενοικιαστών. Οι μεγαλύτερες αυξήσεις καταγράφονται κοντά σε πανεπιστήμια και σταθμούς του μετρό.</p>
<p>Η έναρξη της ακαδημαϊκής χρονιάς έφερε το πρόβλημα στο προσκήνιο. Φοιτητές από την περιφέρεια περιγράφουν ουρές στις επισκέψεις, ιδιοκτήτες που ζητούν εγγύηση πολλών μηνών και μικρά σπίτια με τιμές αδιανόητες πριν από πέντε χρόνια.</p>
<h2>Μια αγορά χωρίς σπίτια</h2>
<p>Οι αναλυτές εντοπίζουν τη ρίζα του προβλήματος στη χρόνια έλλειψη προσφοράς. Η οικοδομή κατέρρευσε στα χρόνια της κρίσης χρέους και έχει ανακάμψει μόνο εν μέρει, ενώ χιλιάδες παλαιά διαμερίσματα μένουν κλειστά επειδή οι ιδιοκτήτες τους δεν έχουν τα χρήματα για να τα ανακαινίσουν. Παράλληλα, η βραχυχρόνια μίσθωση σε τουρίστες έχει απορροφήσει σημαντικό μέρος του αποθέματος κατοικιών στο κέντρο της Αθήνας.</p>
<blockquote><p>«Βλέπουμε ανθρώπους στα τριάντα τους, με σταθερή δουλειά, που δεν μπορούν να φύγουν από το πατρικό τους. Όταν το ενοίκιο τρώει τον μισό μισθό, δεν μένει τίποτα για αποταμίευση», λέει η Μαρία Λυμπεροπούλου, πρόεδρος συλλόγου ενοικιαστών στην πρωτεύουσα.</p></blockquote>
<h3>Τι έχει γίνει μέχρι σήμερα</h3>
<p>Η κυβέρνηση έχει θεσπίσει τα δύο τελευταία χρόνια μια σειρά μέτρων, με ανάμεικτα αποτελέσματα:</p>
<ol>
<li>πάγωμα των νέων αδειών βραχυχρόνιας μίσθωσης στις κεντρικότερες συνοικίες της Αθήνας·</li>
<li>ετήσια επιστροφή ενοικίου στους δικαιούχους, μέσω του φορολογικού συστήματος·</li>
<li>φορολογικά κίνητρα για ιδιοκτήτες που ανακαινίζουν και νοικιάζουν κλειστά ακίνητα·</li>
<li>επιδοτούμενα στεγαστικά δάνεια για νέους, μέσω κρατικού προγράμματος εγγυήσεων.</li>
</ol>
<p>Οι μεσίτες εκτιμούν ότι η επιστροφή ενοικίου και τα κίνητρα ανακαίνισης βοήθησαν οριακά, αλλά ότι τα σπίτια που επιστρέφουν στη μακροχρόνια μίσθωση παραμένουν λίγα. Ορισμένοι οικονομολόγοι προειδοποιούν ότι οι <em>επιδοτήσεις της ζήτησης</em> απλώς ανεβάζουν τις τιμές.</p>
<p>Σύμφωνα με την Τράπεζα της Ελλάδος, οι τιμές των κατοικιών συνεχίζουν να αυξάνονται με γερό ρυθμό. Οι σύλλογοι ενοικιαστών ζητούν πλέον ένα μεγάλο <strong>πρόγραμμα κοινωνικής κατοικίας</strong>, ιδέα που κερδίζει έδαφος σε όλο το πολιτικό φάσμα, αλλά θα χρειαστούν χρόνια για να υλοποιηθεί.</p>`,
    tags: ['stegasi', 'athina'],
  },
  {
    category: 'oikonomia',
    title: 'Power Bills Rise for Winter',
    titleGr: 'Ακριβότερο ρεύμα τον χειμώνα',
    subtitle:
      'Suppliers raise their variable tariffs as weaker solar output and pricier gas push up wholesale electricity costs in the evening peak.',
    subtitleGr:
      'Οι πάροχοι αυξάνουν τα κυμαινόμενα τιμολόγια, καθώς η μειωμένη ηλιακή παραγωγή και το ακριβότερο φυσικό αέριο ανεβάζουν τις τιμές στη βραδινή αιχμή.',
    excerpt:
      'Most large electricity suppliers have announced higher tariffs for the coming month. Pensioners, families in poorly insulated homes and island residents are expected to feel the increase most, while analysts see relief only in spring.',
    excerptGr:
      'Οι περισσότεροι μεγάλοι πάροχοι ρεύματος ανακοίνωσαν αυξημένα τιμολόγια για τον επόμενο μήνα. Συνταξιούχοι, οικογένειες σε κακώς μονωμένα σπίτια και κάτοικοι των νησιών θα νιώσουν περισσότερο την αύξηση, ενώ οι αναλυτές βλέπουν αποκλιμάκωση μόλις την άνοιξη.',
    content: `<p>Households across Greece will pay more for electricity this winter, as suppliers raise their tariffs for the coming month on the back of higher wholesale prices. Most of the large retailers have announced increases in their standard "green" tariffs, the variable-rate plans used by the majority of residential customers.</p>
<p>The rise follows a jump in prices on the wholesale market, where shorter days, weaker solar output and more expensive natural gas have pushed up the cost of generation. In the middle of the day, when renewables flood the grid, prices often fall close to zero; it is the <strong>evening peak</strong>, dominated by gas-fired plants, that drives bills higher.</p>
<h2>Who is affected most</h2>
<p>Consumer advocates warn that the increases will fall hardest on those least able to absorb them:</p>
<ul>
<li>pensioners and low-income households who rely on electric heaters;</li>
<li>families living in older, poorly insulated apartment blocks;</li>
<li>small shops and businesses on commercial tariffs;</li>
<li>island residents whose homes have no access to natural gas.</li>
</ul>
<p>Customers on the social tariff remain protected by discounted rates, and the government has said it will consider targeted support if prices rise sharply. The energy regulator has also reminded consumers that they can switch supplier or move to a fixed-price plan at any time without penalty.</p>
<blockquote><p>"The problem is no longer the average price over the year, which has fallen. It is the evening hours in winter, when we still depend on gas. Until storage and interconnections catch up, that is where the volatility will be," said Dimitris Antoniou, an energy analyst at a consultancy in Thessaloniki.</p></blockquote>
<h3>Looking ahead</h3>
<p>Analysts expect prices to ease again in the spring, when solar generation recovers. In the longer term, new battery storage projects and planned interconnections with neighbouring countries are expected to smooth out the sharp swings between daytime and evening prices.</p>
<p>For now, suppliers are urging customers on <em>time-of-use</em> plans to shift consumption where possible, for example by running washing machines and water heaters in the middle of the day, when electricity is cheapest.</p>`,
    contentGr: `<p>Ακριβότερο θα πληρώσουν το ρεύμα αυτόν τον χειμώνα τα νοικοκυριά σε όλη τη χώρα, καθώς οι πάροχοι αυξάνουν τα τιμολόγια του επόμενου μήνα λόγω της ανόδου των χονδρεμπορικών τιμών. Οι περισσότεροι μεγάλοι προμηθευτές ανακοίνωσαν αυξήσεις στα «πράσινα» τιμολόγια, τα κυμαινόμενα προγράμματα που έχει επιλέξει η πλειονότητα των οικιακών καταναλωτών.</p>
<p>Η αύξηση ακολουθεί το άλμα των τιμών στη χονδρεμπορική αγορά, όπου οι μικρότερες μέρες, η μειωμένη παραγωγή των φωτοβολταϊκών και το ακριβότερο φυσικό αέριο ανέβασαν το κόστος παραγωγής. Τις μεσημεριανές ώρες, όταν οι ανανεώσιμες πηγές κατακλύζουν το δίκτυο, οι τιμές συχνά πέφτουν κοντά στο μηδέν· η <strong>βραδινή αιχμή</strong> όμως, που καλύπτεται κυρίως από μονάδες φυσικού αερίου, είναι εκείνη που φουσκώνει τους λογαριασμούς.</p>
<h2>Ποιοι πλήττονται περισσότερο</h2>
<p>Οι ενώσεις καταναλωτών προειδοποιούν ότι οι αυξήσεις θα βαρύνουν κυρίως όσους έχουν τη μικρότερη αντοχή:</p>
<ul>
<li>συνταξιούχους και χαμηλόμισθα νοικοκυριά που ζεσταίνονται με ηλεκτρικές θερμάστρες·</li>
<li>οικογένειες σε παλιές, κακώς μονωμένες πολυκατοικίες·</li>
<li>μικρά καταστήματα και επιχειρήσεις με επαγγελματικά τιμολόγια·</li>
<li>κατοίκους νησιών χωρίς πρόσβαση στο φυσικό αέριο.</li>
</ul>
<p>Οι δικαιούχοι του Κοινωνικού Οικιακού Τιμολογίου εξακολουθούν να προστατεύονται με μειωμένες χρεώσεις, ενώ η κυβέρνηση έχει δηλώσει ότι θα εξετάσει στοχευμένη στήριξη σε περίπτωση απότομης ανόδου των τιμών. Η Ρυθμιστική Αρχή υπενθυμίζει επίσης ότι οι καταναλωτές μπορούν να αλλάξουν πάροχο ή να περάσουν σε σταθερό τιμολόγιο οποιαδήποτε στιγμή, χωρίς ποινή.</p>
<blockquote><p>«Το πρόβλημα δεν είναι πια η μέση τιμή του έτους, η οποία έχει υποχωρήσει. Είναι οι βραδινές ώρες του χειμώνα, όταν εξακολουθούμε να εξαρτόμαστε από το φυσικό αέριο. Μέχρι να προχωρήσουν η αποθήκευση και οι διασυνδέσεις, εκεί θα βρίσκεται η αστάθεια», εξηγεί ο Δημήτρης Αντωνίου, ενεργειακός αναλυτής σε συμβουλευτική εταιρεία της Θεσσαλονίκης.</p></blockquote>
<h3>Οι προοπτικές</h3>
<p>Οι αναλυτές εκτιμούν ότι οι τιμές θα αποκλιμακωθούν ξανά την άνοιξη, όταν ανακάμψει η ηλιακή παραγωγή. Μακροπρόθεσμα, τα νέα έργα αποθήκευσης με μπαταρίες και οι σχεδιαζόμενες διασυνδέσεις με τις γειτονικές χώρες αναμένεται να εξομαλύνουν τις έντονες διακυμάνσεις ανάμεσα στις τιμές της ημέρας και του βραδιού.</p>
<p>Μέχρι τότε, οι πάροχοι προτρέπουν τους πελάτες με <em>χρονοχρεώσεις</em> να μεταφέρουν, όπου γίνεται, την κατανάλωση στις μεσημεριανές ώρες, για παράδειγμα βάζοντας πλυντήριο ή θερμοσίφωνα όταν το ρεύμα είναι φθηνότερο.</p>`,
    tags: ['energeia'],
  },
  // ── Αγορές ──────────────────────────────────────────────────────────────
  {
    category: 'agores',
    title: 'Athens Stock Exchange Extends Rally as Foreign Investors Return',
    titleGr: 'Νέα άνοδος στο Χρηματιστήριο Αθηνών με την επιστροφή των ξένων επενδυτών',
    subtitle: `Bank shares lead the General Index to fresh multi-year highs, helped by the market's upgrade and steady inflows from abroad.`,
    subtitleGr:
      'Οι τραπεζικές μετοχές οδηγούν τον Γενικό Δείκτη σε νέα υψηλά πολλών ετών, με τη στήριξη της αναβάθμισης της αγοράς και των εισροών από το εξωτερικό.',
    excerpt:
      'The Athens General Index closed the week at its highest level in well over a decade, as international funds added to their holdings in Greek banks and utilities. Analysts say valuations still look modest but warn of thin volumes.',
    excerptGr:
      'Στο υψηλότερο επίπεδο των τελευταίων πολλών ετών έκλεισε την εβδομάδα ο Γενικός Δείκτης, καθώς ξένα χαρτοφυλάκια αύξησαν τις θέσεις τους σε τράπεζες και επιχειρήσεις κοινής ωφέλειας. Οι αποτιμήσεις θεωρούνται ακόμη ελκυστικές, ο όγκος όμως παραμένει ρηχός.',
    content: `<p>The Athens Stock Exchange extended its rally this week, with the General Index closing at its highest level in well over a decade. Gains were led by the four systemic banks, whose shares have more than doubled over the past two years, while utilities and infrastructure groups also attracted strong buying.</p>
<p>Brokers say much of the momentum is coming from abroad. Following the reclassification of Greece from emerging to developed-market status by major index providers, a growing number of international funds that track developed-market benchmarks have been building positions in Greek stocks.</p>
<h2>Why investors are buying</h2>
<p>Market participants cite several factors behind the renewed interest:</p>
<ul>
<li>strong bank profits and the return of generous dividends and share buybacks;</li>
<li>economic growth that continues to outpace the eurozone average;</li>
<li>an investment-grade credit rating, which has widened the pool of potential buyers;</li>
<li>valuations that remain lower than those of comparable European markets.</li>
</ul>
<blockquote><p>"For years Greece was a trade you made on recovery hopes. Now it is being treated as a normal European market, with earnings and dividends to back it up. That brings a very different kind of investor," said Giorgos Kalamaras, chief economist at a Piraeus investment firm.</p></blockquote>
<h3>Risks on the horizon</h3>
<p>Not everyone is convinced the rise can continue at the same pace. Analysts point out that trading volumes, though higher than in the past, remain <strong>modest by European standards</strong>, which can amplify moves in both directions. A handful of large companies also carry a disproportionate weight in the index.</p>
<p>There are external risks as well. A slowdown in the wider European economy, renewed tensions in global trade or a faster than expected fall in interest rates, which would squeeze bank margins, could all weigh on Greek shares.</p>
<p>For now, however, the mood on <em>Sophokleous Street</em>, as the market is still known after its old address, remains upbeat. Several companies are preparing listings or share offerings in the coming months, hoping to take advantage of the improved climate.</p>`,
    contentGr: `<p>Συνέχισαν το ανοδικό τους σερί αυτή την εβδομάδα οι μετοχές στο Χρηματιστήριο Αθηνών, με τον Γενικό Δείκτη να κλείνει στο υψηλότερο επίπεδο εδώ και πολλά χρόνια. Την άνοδο οδήγησαν οι τέσσερις συστημικές τράπεζες, οι μετοχές των οποίων έχουν υπερδιπλασιαστεί την τελευταία διετία, ενώ ισχυρό αγοραστικό ενδιαφέρον συγκέντρωσαν και εταιρείες κοινής ωφέλειας και υποδομών.</p>
<p>Σύμφωνα με τους χρηματιστές, μεγάλο μέρος της δυναμικής προέρχεται από το εξωτερικό. Μετά την αναβάθμιση της ελληνικής αγοράς από αναδυόμενη σε ανεπτυγμένη από τους μεγάλους παρόχους δεικτών, όλο και περισσότερα διεθνή κεφάλαια που ακολουθούν δείκτες ανεπτυγμένων αγορών χτίζουν θέσεις σε ελληνικές μετοχές.</p>
<h2>Γιατί αγοράζουν οι επενδυτές</h2>
<p>Οι παράγοντες της αγοράς αποδίδουν το ανανεωμένο ενδιαφέρον σε μια σειρά από λόγους:</p>
<ul>
<li>τα ισχυρά κέρδη των τραπεζών και την επιστροφή σε γενναιόδωρα μερίσματα και επαναγορές μετοχών·</li>
<li>τον ρυθμό ανάπτυξης, που παραμένει υψηλότερος από τον μέσο όρο της ευρωζώνης·</li>
<li>την επενδυτική βαθμίδα, η οποία διεύρυνε τη δεξαμενή των δυνητικών αγοραστών·</li>
<li>τις αποτιμήσεις, που παραμένουν χαμηλότερες από εκείνες αντίστοιχων ευρωπαϊκών αγορών.</li>
</ul>
<blockquote><p>«Για χρόνια η Ελλάδα ήταν ένα στοίχημα πάνω στις ελπίδες ανάκαμψης. Σήμερα αντιμετωπίζεται ως μια κανονική ευρωπαϊκή αγορά, με κέρδη και μερίσματα που τη στηρίζουν. Αυτό φέρνει ένα εντελώς διαφορετικό είδος επενδυτή», σημειώνει ο Γιώργος Καλαμαράς, επικεφαλής οικονομολόγος σε επενδυτική εταιρεία του Πειραιά.</p></blockquote>
<h3>Οι κίνδυνοι στον ορίζοντα</h3>
<p>Δεν είναι όλοι πεπεισμένοι ότι η άνοδος μπορεί να συνεχιστεί με τον ίδιο ρυθμό. Οι αναλυτές επισημαίνουν ότι ο όγκος συναλλαγών, αν και αυξημένος σε σχέση με το παρελθόν, παραμένει <strong>μικρός με ευρωπαϊκά μέτρα</strong>, κάτι που μπορεί να μεγεθύνει τις κινήσεις προς κάθε κατεύθυνση. Επιπλέον, λίγες μεγάλες εισηγμένες έχουν δυσανάλογα μεγάλο βάρος στον δείκτη.</p>
<p>Υπάρχουν και εξωτερικοί κίνδυνοι. Μια επιβράδυνση της ευρωπαϊκής οικονομίας, νέες εντάσεις στο διεθνές εμπόριο ή μια ταχύτερη του αναμενομένου μείωση των επιτοκίων, που θα συμπίεζε τα περιθώρια των τραπεζών, θα μπορούσαν να βαρύνουν τις ελληνικές μετοχές.</p>
<p>Προς το παρόν πάντως, η διάθεση στη <em>Σοφοκλέους</em> παραμένει αισιόδοξη. Αρκετές εταιρείες προετοιμάζουν εισαγωγές ή αυξήσεις κεφαλαίου τους επόμενους μήνες, επιδιώκοντας να εκμεταλλευτούν τις ευνοϊκές συνθήκες.</p>`,
    tags: ['athina'],
  },
  {
    category: 'agores',
    title:
      'Greek Bond Yields Fall Below Those of Several Larger Eurozone Economies as Investors Reward Years of Fiscal Discipline',
    titleGr: 'Χαμηλότερα από μεγαλύτερες οικονομίες της ευρωζώνης οι αποδόσεις των ελληνικών ομολόγων',
    subtitle:
      'The ten-year yield has slipped below French and Italian levels, a reversal that would have been unthinkable at the height of the debt crisis.',
    subtitleGr:
      'Η απόδοση του δεκαετούς υποχώρησε κάτω από τα επίπεδα Γαλλίας και Ιταλίας, μια ανατροπή αδιανόητη στα χρόνια της κρίσης χρέους.',
    excerpt:
      'Greece now borrows more cheaply than France and Italy on ten-year debt. Analysts credit primary surpluses, early repayment of bailout loans and a falling debt ratio, though they caution that the spread has little room left to narrow.',
    excerptGr:
      'Η Ελλάδα δανείζεται πλέον φθηνότερα από τη Γαλλία και την Ιταλία στη δεκαετία. Οι αναλυτές το αποδίδουν στα πλεονάσματα, στην πρόωρη αποπληρωμή δανείων και στη μείωση του χρέους, προειδοποιούν όμως ότι το περιθώριο για περαιτέρω υποχώρηση στενεύει.',
    content: `<p>Greek government bonds have continued to attract strong demand this month, pushing the yield on the benchmark ten-year bond below those of France and Italy. The spread over German Bunds, the main gauge of risk in the eurozone, has narrowed to its tightest level since before the debt crisis.</p>
<p>The shift marks a remarkable reversal for a country that was shut out of the markets little more than a decade ago and needed three international bailouts to avoid default. Today, Greek debt is held by a broad base of pension funds, insurers and asset managers across Europe.</p>
<h2>The drivers behind the rally</h2>
<p>Fixed income analysts identify several reasons for the improved perception of Greek risk:</p>
<ol>
<li>consistent primary budget surpluses, which have beaten targets for several years in a row;</li>
<li>the early repayment of loans from the first bailout, reducing future refinancing needs;</li>
<li>a debt ratio that, while still the highest in the eurozone, is falling faster than anywhere else in the bloc;</li>
<li>a series of rating upgrades that have firmly placed Greece in investment grade.</li>
</ol>
<p>The European Central Bank's gradual easing of monetary policy has also supported bond prices across the eurozone periphery.</p>
<blockquote><p>"The market has stopped asking whether Greece can pay. The question now is how much further the spread can compress, and the honest answer is probably not much," said Katerina Vlachou, a fixed income portfolio manager at an Athens asset management firm.</p></blockquote>
<h3>A structural advantage</h3>
<p>Part of the reason Greece can carry such a high debt load is the unusual structure of its liabilities. Most of it is owed to official European lenders on <strong>long maturities and low, fixed rates</strong>, which shields the budget from sudden jumps in market borrowing costs.</p>
<p>The Public Debt Management Agency has used the favourable conditions to issue new bonds and lengthen the average maturity of its debt. Analysts note, however, that the small size of the Greek bond market means liquidity can dry up quickly in periods of stress, and that fiscal discipline must be maintained if the gains are to last.</p>`,
    contentGr: `<p>Ισχυρή ζήτηση συνεχίζουν να προσελκύουν αυτόν τον μήνα τα ελληνικά κρατικά ομόλογα, με την απόδοση του δεκαετούς τίτλου αναφοράς να υποχωρεί κάτω από εκείνες της Γαλλίας και της Ιταλίας. Το spread έναντι του γερμανικού Bund, βασικό βαρόμετρο του κινδύνου στην ευρωζώνη, έχει περιοριστεί στο χαμηλότερο επίπεδο από την εποχή πριν από την κρίση χρέους.</p>
<p>Πρόκειται για εντυπωσιακή ανατροπή για μια χώρα που πριν από λίγο περισσότερο από μια δεκαετία ήταν αποκλεισμένη από τις αγορές και χρειάστηκε τρία μνημόνια για να αποφύγει τη χρεοκοπία. Σήμερα, τα ελληνικά ομόλογα βρίσκονται στα χαρτοφυλάκια συνταξιοδοτικών ταμείων, ασφαλιστικών εταιρειών και διαχειριστών κεφαλαίων σε όλη την Ευρώπη.</p>
<h2>Τι κρύβεται πίσω από το ράλι</h2>
<p>Οι αναλυτές της αγοράς ομολόγων εντοπίζουν σειρά λόγων για τη βελτιωμένη εικόνα της χώρας:</p>
<ol>
<li>τα σταθερά πρωτογενή πλεονάσματα, που υπερβαίνουν τους στόχους αρκετά χρόνια στη σειρά·</li>
<li>την πρόωρη αποπληρωμή δανείων του πρώτου μνημονίου, που μειώνει τις μελλοντικές ανάγκες αναχρηματοδότησης·</li>
<li>τον λόγο χρέους προς ΑΕΠ, ο οποίος, αν και παραμένει ο υψηλότερος στην ευρωζώνη, μειώνεται ταχύτερα από οπουδήποτε αλλού·</li>
<li>τις διαδοχικές αναβαθμίσεις από τους οίκους αξιολόγησης, που εδραίωσαν τη χώρα στην επενδυτική βαθμίδα.</li>
</ol>
<p>Στήριγμα για τα ομόλογα όλης της περιφέρειας της ευρωζώνης αποτέλεσε και η σταδιακή χαλάρωση της νομισματικής πολιτικής από την Ευρωπαϊκή Κεντρική Τράπεζα.</p>
<blockquote><p>«Η αγορά δεν αναρωτιέται πια αν η Ελλάδα μπορεί να πληρώσει. Το ερώτημα είναι πόσο ακόμη μπορεί να κλείσει το spread, και η ειλικρινής απάντηση είναι ότι μάλλον όχι πολύ», λέει η Κατερίνα Βλάχου, διαχειρίστρια χαρτοφυλακίων ομολόγων σε εταιρεία διαχείρισης κεφαλαίων της Αθήνας.</p></blockquote>
<h3>Ένα δομικό πλεονέκτημα</h3>
<p>Ένας από τους λόγους για τους οποίους η χώρα αντέχει τόσο υψηλό χρέος είναι η ιδιόμορφη δομή του. Το μεγαλύτερο μέρος οφείλεται σε ευρωπαϊκούς θεσμικούς δανειστές, με <strong>μακρές λήξεις και χαμηλά σταθερά επιτόκια</strong>, κάτι που θωρακίζει τον προϋπολογισμό από απότομες αυξήσεις του κόστους δανεισμού.</p>
<p>Ο Οργανισμός Διαχείρισης Δημοσίου Χρέους αξιοποίησε τις ευνοϊκές συνθήκες για νέες εκδόσεις και για την επιμήκυνση της μέσης διάρκειας του χρέους. Οι αναλυτές σημειώνουν, ωστόσο, ότι λόγω του μικρού μεγέθους της ελληνικής αγοράς ομολόγων η ρευστότητα μπορεί να στερέψει γρήγορα σε περιόδους αναταραχής, και ότι η δημοσιονομική πειθαρχία πρέπει να διατηρηθεί για να διαρκέσουν τα κέρδη.</p>`,
    tags: ['ee'],
  },
  {
    category: 'agores',
    title: 'Banks Step Up Lending to Businesses as Borrowing Costs Ease',
    titleGr: 'Οι τράπεζες ανοίγουν τη στρόφιγγα των δανείων προς τις επιχειρήσεις',
    subtitle:
      'Credit to companies is growing at its fastest pace in years, but many small firms say collateral demands still keep bank loans out of reach.',
    subtitleGr:
      'Η πιστωτική επέκταση προς τις επιχειρήσεις τρέχει με τον ταχύτερο ρυθμό εδώ και χρόνια, όμως για πολλές μικρές εταιρείες οι εξασφαλίσεις παραμένουν εμπόδιο.',
    excerpt:
      'Bank of Greece data show business lending growing at double-digit rates, helped by lower interest rates and Recovery Fund loans. Yet small firms, which employ most of the workforce, still receive only a modest share of new credit.',
    excerptGr:
      'Με διψήφιους ρυθμούς αυξάνονται οι χορηγήσεις προς τις επιχειρήσεις, σύμφωνα με την Τράπεζα της Ελλάδος, χάρη στα χαμηλότερα επιτόκια και στα δάνεια του Ταμείου Ανάκαμψης. Οι μικρές εταιρείες, ωστόσο, παίρνουν ακόμη ένα μικρό μόνο μερίδιο.',
    content: `<p>Greek banks are lending to businesses at the fastest pace in well over a decade, according to the latest figures from the Bank of Greece, as lower interest rates and a pipeline of investment projects revive demand for credit. Net new lending to non-financial companies has grown at double-digit annual rates for several months.</p>
<p>Bankers say the European Central Bank's rate cuts have made borrowing more affordable, while cheap loans co-financed through the EU Recovery and Resilience Facility have encouraged companies to bring forward investment in energy efficiency, digital systems and new equipment.</p>
<h2>Small firms still on the sidelines</h2>
<p>The picture is less rosy for the small and very small businesses that employ the majority of Greek workers. Most new credit continues to flow to large corporations, and owners of smaller firms describe a process that remains slow and demanding.</p>
<blockquote><p>"The bank was happy to talk to us, but it wanted property as collateral worth almost twice the loan. We are a bakery with twelve employees; we do not have that kind of property," said Vasilis Georgiou, who runs a family bakery business in Larissa.</p></blockquote>
<p>Industry associations say the main obstacles for smaller borrowers include:</p>
<ul>
<li>high collateral requirements relative to the size of the loan;</li>
<li>lengthy approval processes and extensive paperwork;</li>
<li>unpaid debts and tax arrears left over from the crisis years;</li>
<li>thin financial records that make credit assessment harder.</li>
</ul>
<h3>Guarantees and the deposit gap</h3>
<p>State-backed guarantee schemes run through the <strong>Hellenic Development Bank</strong> have helped close part of the gap, and banks say their portfolios of small-business loans are growing again. Analysts also see a shift in strategy, as banks flush with deposits look for new sources of income while interest margins shrink.</p>
<p>Depositors, meanwhile, remain unhappy with the low rates paid on savings accounts, which continue to lag far behind lending rates. The gap has become a recurring subject of political debate and is likely to stay in the spotlight as banks report another year of strong profits.</p>`,
    contentGr: `<p>Με τον ταχύτερο ρυθμό των τελευταίων πολλών ετών δανείζουν οι ελληνικές τράπεζες τις επιχειρήσεις, σύμφωνα με τα πιο πρόσφατα στοιχεία της Τράπεζας της Ελλάδος, καθώς τα χαμηλότερα επιτόκια και μια σειρά επενδυτικών σχεδίων αναζωογονούν τη ζήτηση για πιστώσεις. Οι καθαρές νέες χορηγήσεις προς μη χρηματοπιστωτικές επιχειρήσεις αυξάνονται εδώ και μήνες με διψήφιους ετήσιους ρυθμούς.</p>
<p>Τραπεζικά στελέχη εξηγούν ότι οι μειώσεις επιτοκίων της Ευρωπαϊκής Κεντρικής Τράπεζας έκαναν τον δανεισμό πιο προσιτό, ενώ τα φθηνά δάνεια του Ταμείου Ανάκαμψης ώθησαν πολλές εταιρείες να επισπεύσουν επενδύσεις σε ενεργειακή αναβάθμιση, ψηφιακά συστήματα και νέο εξοπλισμό.</p>
<h2>Στο περιθώριο οι μικρές επιχειρήσεις</h2>
<p>Η εικόνα είναι λιγότερο ρόδινη για τις μικρές και πολύ μικρές επιχειρήσεις, που απασχολούν την πλειονότητα των εργαζομένων στη χώρα. Το μεγαλύτερο μέρος της νέας χρηματοδότησης εξακολουθεί να κατευθύνεται σε μεγάλους ομίλους, ενώ οι ιδιοκτήτες μικρότερων εταιρειών περιγράφουν μια διαδικασία αργή και απαιτητική.</p>
<blockquote><p>«Η τράπεζα ήταν πρόθυμη να συζητήσει, ζητούσε όμως ακίνητα ως εξασφάλιση σχεδόν διπλάσιας αξίας από το δάνειο. Είμαστε ένας φούρνος με δώδεκα εργαζόμενους· τέτοια περιουσία δεν έχουμε», λέει ο Βασίλης Γεωργίου, που διευθύνει οικογενειακή επιχείρηση αρτοποιίας στη Λάρισα.</p></blockquote>
<p>Σύμφωνα με τους επαγγελματικούς φορείς, τα βασικά εμπόδια για τους μικρότερους δανειολήπτες είναι:</p>
<ul>
<li>οι υψηλές απαιτήσεις εξασφαλίσεων σε σχέση με το ύψος του δανείου·</li>
<li>οι χρονοβόρες διαδικασίες έγκρισης και η εκτεταμένη γραφειοκρατία·</li>
<li>οι ληξιπρόθεσμες οφειλές και τα φορολογικά χρέη από τα χρόνια της κρίσης·</li>
<li>τα ελλιπή οικονομικά στοιχεία, που δυσκολεύουν την πιστοληπτική αξιολόγηση.</li>
</ul>
<h3>Εγγυήσεις και ψαλίδα επιτοκίων</h3>
<p>Τα προγράμματα εγγυήσεων της <strong>Ελληνικής Αναπτυξιακής Τράπεζας</strong> έχουν καλύψει μέρος του κενού, και οι τράπεζες αναφέρουν ότι τα χαρτοφυλάκια δανείων προς μικρές επιχειρήσεις αυξάνονται ξανά. Οι αναλυτές διακρίνουν επίσης αλλαγή στρατηγικής: με άφθονες καταθέσεις και συρρικνούμενα επιτοκιακά περιθώρια, οι τράπεζες αναζητούν νέες πηγές εσόδων.</p>
<p>Οι καταθέτες, πάντως, παραμένουν δυσαρεστημένοι με τα χαμηλά επιτόκια των λογαριασμών ταμιευτηρίου, που υστερούν κατά πολύ έναντι των επιτοκίων χορηγήσεων. Η λεγόμενη «ψαλίδα» επανέρχεται συχνά στην πολιτική αντιπαράθεση και αναμένεται να παραμείνει στο προσκήνιο, καθώς οι τράπεζες ανακοινώνουν ακόμη μία χρονιά υψηλής κερδοφορίας.</p>`,
    tags: ['ee'],
  },
  // ── Επιχειρήσεις ────────────────────────────────────────────────────────
  {
    category: 'epixeiriseis',
    title: 'Greek Start-Ups Raise Record Funding, With AI Companies in the Lead',
    titleGr: 'Ρεκόρ χρηματοδότησης για τις ελληνικές νεοφυείς, με πρωταγωνίστρια την τεχνητή νοημοσύνη',
    subtitle: `Venture capital raised by Greek start-ups this year has already overtaken last year's total, but founders warn of a gap in growth funding.`,
    subtitleGr:
      'Τα επιχειρηματικά κεφάλαια που άντλησαν φέτος οι ελληνικές νεοφυείς ξεπέρασαν ήδη το περσινό σύνολο, όμως οι ιδρυτές βλέπουν κενό στη χρηματοδότηση ανάπτυξης.',
    excerpt:
      'Greek start-ups have raised more venture capital so far this year than in any previous full year, led by companies building artificial intelligence tools. Investors see a maturing ecosystem, but large growth rounds still come mostly from abroad.',
    excerptGr:
      'Οι ελληνικές νεοφυείς άντλησαν φέτος περισσότερα επιχειρηματικά κεφάλαια από οποιαδήποτε προηγούμενη χρονιά, με πρωτοπόρες τις εταιρείες τεχνητής νοημοσύνης. Το οικοσύστημα ωριμάζει, όμως τα μεγάλα κεφάλαια ανάπτυξης έρχονται ακόμη από το εξωτερικό.',
    content: `<p>Greek start-ups have raised more venture capital so far this year than in any previous full year, according to figures compiled by industry trackers, with companies developing artificial intelligence tools accounting for the largest share of the money. Several funding rounds announced last month were among the biggest ever recorded for young Greek companies.</p>
<p>The growth reflects an ecosystem that has matured quickly. A decade ago, a handful of local funds and public programmes supported a small number of firms; today, Athens and Thessaloniki host hundreds of start-ups, and international investors regularly take part in funding rounds.</p>
<h2>Where the money is going</h2>
<p>Investors say capital is concentrating in a few areas where Greek teams have built a strong reputation:</p>
<ul>
<li>artificial intelligence applications for business, from customer service to document analysis;</li>
<li>software for shipping and logistics companies;</li>
<li>health technology and medical diagnostics;</li>
<li>digital tools for tourism and hospitality businesses.</li>
</ul>
<blockquote><p>"Five years ago we had to persuade foreign investors to get on a plane to Athens. Now they call us. The engineering talent is here, it costs less than in Berlin or London, and more of the people who left during the crisis are coming back," said Alexandra Michailidou, managing partner at an Athens-based venture capital fund.</p></blockquote>
<h3>The growth-stage gap</h3>
<p>Despite the record numbers, founders point to a persistent weakness. Early-stage funding is now relatively easy to find, but companies seeking larger sums to expand internationally often have to turn to investors abroad, and some move their headquarters in the process.</p>
<p>Industry groups are urging the government to use state-backed funds to co-invest in larger rounds and to simplify the rules on <em>employee stock options</em>, which many start-ups use to attract and keep staff. They also cite bureaucracy, slow courts and a shortage of specialised engineers as obstacles.</p>
<p>Still, the mood is optimistic. The <strong>brain gain</strong> of returning professionals, combined with lower costs and a growing number of successful exits, has made Greece a more credible destination for technology investment than ever before.</p>`,
    contentGr: `<p>Περισσότερα επιχειρηματικά κεφάλαια από οποιαδήποτε άλλη χρονιά έχουν ήδη αντλήσει φέτος οι ελληνικές νεοφυείς επιχειρήσεις, σύμφωνα με στοιχεία φορέων που παρακολουθούν την αγορά, με τη μερίδα του λέοντος να καταλήγει σε εταιρείες που αναπτύσσουν εργαλεία τεχνητής νοημοσύνης. Αρκετοί από τους γύρους χρηματοδότησης που ανακοινώθηκαν τον περασμένο μήνα συγκαταλέγονται στους μεγαλύτερους που έχουν καταγραφεί ποτέ για νέες ελληνικές εταιρείες.</p>
<p>Η άνοδος αντανακλά ένα οικοσύστημα που ωρίμασε γρήγορα. Πριν από μια δεκαετία, ελάχιστα εγχώρια funds και κρατικά προγράμματα στήριζαν λίγες εταιρείες· σήμερα, Αθήνα και Θεσσαλονίκη φιλοξενούν εκατοντάδες startups, ενώ ξένοι επενδυτές συμμετέχουν τακτικά στους γύρους χρηματοδότησης.</p>
<h2>Πού πηγαίνουν τα χρήματα</h2>
<p>Οι επενδυτές εξηγούν ότι τα κεφάλαια συγκεντρώνονται σε λίγους τομείς όπου οι ελληνικές ομάδες έχουν χτίσει ισχυρό όνομα:</p>
<ul>
<li>εφαρμογές τεχνητής νοημοσύνης για επιχειρήσεις, από την εξυπηρέτηση πελατών έως την ανάλυση εγγράφων·</li>
<li>λογισμικό για ναυτιλιακές εταιρείες και εταιρείες εφοδιαστικής·</li>
<li>τεχνολογίες υγείας και ιατρικής διάγνωσης·</li>
<li>ψηφιακά εργαλεία για τον τουρισμό και τη φιλοξενία.</li>
</ul>
<blockquote><p>«Πριν από πέντε χρόνια έπρεπε να πείσουμε τους ξένους επενδυτές να πάρουν το αεροπλάνο για την Αθήνα. Τώρα μας τηλεφωνούν εκείνοι. Το ταλέντο στους μηχανικούς υπάρχει εδώ, κοστίζει λιγότερο από ό,τι στο Βερολίνο ή στο Λονδίνο, και όλο και περισσότεροι από όσους έφυγαν στην κρίση επιστρέφουν», λέει η Αλεξάνδρα Μιχαηλίδου, διαχειρίστρια εταίρος σε αθηναϊκό fund επιχειρηματικών κεφαλαίων.</p></blockquote>
<h3>Το κενό στα επόμενα στάδια</h3>
<p>Παρά τα ρεκόρ, οι ιδρυτές επισημαίνουν μια χρόνια αδυναμία. Η αρχική χρηματοδότηση βρίσκεται πλέον σχετικά εύκολα, όμως όσες εταιρείες αναζητούν μεγαλύτερα ποσά για να επεκταθούν διεθνώς στρέφονται συνήθως σε επενδυτές του εξωτερικού, και ορισμένες μεταφέρουν στην πορεία και την έδρα τους.</p>
<p>Οι φορείς του κλάδου ζητούν από την κυβέρνηση να αξιοποιήσει κρατικά κεφάλαια για συνεπενδύσεις σε μεγαλύτερους γύρους και να απλοποιήσει το πλαίσιο για τα <em>δικαιώματα προαίρεσης μετοχών</em>, με τα οποία πολλές νεοφυείς προσελκύουν και κρατούν προσωπικό. Ως εμπόδια αναφέρουν επίσης τη γραφειοκρατία, την αργή δικαιοσύνη και την έλλειψη εξειδικευμένων μηχανικών.</p>
<p>Το κλίμα, πάντως, παραμένει αισιόδοξο. Το <strong>brain gain</strong> των στελεχών που επιστρέφουν, σε συνδυασμό με το χαμηλότερο κόστος και τις όλο και περισσότερες επιτυχημένες εξαγορές, καθιστά την Ελλάδα πιο αξιόπιστο προορισμό τεχνολογικών επενδύσεων από ποτέ.</p>`,
    tags: ['texniti_noimosyni', 'athina'],
  },
  {
    category: 'epixeiriseis',
    title: 'Greek Shipowners Place Record Orders for Dual-Fuel Vessels',
    titleGr: 'Ρεκόρ παραγγελιών για πλοία διπλού καυσίμου από τους Έλληνες εφοπλιστές',
    subtitle:
      'Tighter European emissions rules are driving Piraeus-based companies to order ships that can run on LNG, methanol or conventional fuel.',
    subtitleGr:
      'Οι αυστηρότεροι ευρωπαϊκοί κανόνες για τις εκπομπές ωθούν τις ναυτιλιακές του Πειραιά σε παραγγελίες πλοίων που κινούνται με LNG, μεθανόλη ή συμβατικά καύσιμα.',
    excerpt:
      'Greek shipping companies have ordered a record number of dual-fuel vessels this year, as EU emissions trading and new fuel rules raise the cost of running older ships. Most of the orders are going to Asian yards, reopening the debate on Greek shipbuilding.',
    excerptGr:
      'Ρεκόρ παραγγελιών για πλοία διπλού καυσίμου κατέγραψαν φέτος οι ελληνικές ναυτιλιακές, καθώς η εμπορία ρύπων της ΕΕ και οι νέοι κανόνες για τα καύσιμα ακριβαίνουν τη λειτουργία των παλαιότερων πλοίων. Οι περισσότερες πηγαίνουν σε ασιατικά ναυπηγεία.',
    content: `<p>Greek shipowners, who control the largest merchant fleet in the world by capacity, have placed a record number of orders for dual-fuel vessels this year, according to shipbroking data. The new ships, mostly tankers, bulk carriers and container vessels, are designed to run on liquefied natural gas or methanol as well as on conventional marine fuel.</p>
<p>The wave of orders is largely a response to tighter European regulation. Shipping has been brought into the <strong>EU emissions trading system</strong>, which requires companies to pay for the carbon dioxide their vessels emit on voyages to and from European ports, while new rules limit the greenhouse gas intensity of the fuel ships burn.</p>
<h2>A costly transition</h2>
<p>Shipowners say the transition involves difficult choices, because it is still unclear which fuel will dominate in the long term. Their main concerns include:</p>
<ul>
<li>the high price of newbuildings, which cost significantly more than conventional vessels;</li>
<li>the limited availability of green methanol and ammonia at major ports;</li>
<li>long waiting times at shipyards in South Korea, China and Japan;</li>
<li>uncertainty over future global rules from the International Maritime Organization.</li>
</ul>
<blockquote><p>"Nobody wants to be left holding a fleet that charterers will not hire in ten years. Dual-fuel is a way of keeping our options open while the market decides," said Ioanna Diamantopoulou, technical director at a Piraeus-based tanker company.</p></blockquote>
<h3>An opening for Greek yards</h3>
<p>Almost all of the new ships will be built in Asia, a fact that has revived a long-running debate about the state of shipbuilding in Greece. Several historic yards have changed hands in recent years and now focus on repairs, conversions and <em>retrofits</em>, a market expected to grow as older ships are adapted to new fuels.</p>
<p>In Piraeus, meanwhile, ship management offices report strong demand for engineers and officers trained to handle alternative fuels. Maritime academies and private training centres are expanding their courses, while companies warn that a shortage of qualified crew could become the next bottleneck for the industry.</p>`,
    contentGr: `<p>Ρεκόρ παραγγελιών για πλοία διπλού καυσίμου έχουν καταγράψει φέτος οι Έλληνες εφοπλιστές, που ελέγχουν τον μεγαλύτερο εμπορικό στόλο του κόσμου σε χωρητικότητα, σύμφωνα με στοιχεία ναυλομεσιτικών γραφείων. Τα νέα πλοία, κυρίως δεξαμενόπλοια, φορτηγά χύδην ξηρού φορτίου και πλοία μεταφοράς εμπορευματοκιβωτίων, θα μπορούν να κινούνται με υγροποιημένο φυσικό αέριο ή μεθανόλη, αλλά και με συμβατικό ναυτιλιακό καύσιμο.</p>
<p>Το κύμα παραγγελιών αποτελεί σε μεγάλο βαθμό απάντηση στο αυστηρότερο ευρωπαϊκό πλαίσιο. Η ναυτιλία έχει ενταχθεί στο <strong>Σύστημα Εμπορίας Δικαιωμάτων Εκπομπών της ΕΕ</strong>, που υποχρεώνει τις εταιρείες να πληρώνουν για το διοξείδιο του άνθρακα που εκπέμπουν τα πλοία τους στα ταξίδια από και προς ευρωπαϊκά λιμάνια, ενώ νέοι κανόνες περιορίζουν την ένταση αερίων του θερμοκηπίου στα καύσιμα.</p>
<h2>Μια ακριβή μετάβαση</h2>
<p>Οι εφοπλιστές σημειώνουν ότι η μετάβαση απαιτεί δύσκολες επιλογές, αφού δεν είναι ακόμη σαφές ποιο καύσιμο θα επικρατήσει μακροπρόθεσμα. Οι βασικές τους ανησυχίες αφορούν:</p>
<ul>
<li>το υψηλό κόστος των νεότευκτων, που είναι σημαντικά ακριβότερα από τα συμβατικά πλοία·</li>
<li>την περιορισμένη διαθεσιμότητα πράσινης μεθανόλης και αμμωνίας στα μεγάλα λιμάνια·</li>
<li>τους μεγάλους χρόνους αναμονής στα ναυπηγεία της Νότιας Κορέας, της Κίνας και της Ιαπωνίας·</li>
<li>την αβεβαιότητα για τους μελλοντικούς παγκόσμιους κανόνες του Διεθνούς Ναυτιλιακού Οργανισμού.</li>
</ul>
<blockquote><p>«Κανείς δεν θέλει να βρεθεί σε δέκα χρόνια με έναν στόλο που οι ναυλωτές δεν θα θέλουν να ναυλώσουν. Το διπλό καύσιμο μάς επιτρέπει να κρατάμε ανοιχτές τις επιλογές μας μέχρι να αποφασίσει η αγορά», λέει η Ιωάννα Διαμαντοπούλου, τεχνική διευθύντρια σε εταιρεία δεξαμενοπλοίων με έδρα τον Πειραιά.</p></blockquote>
<h3>Ευκαιρία για τα ελληνικά ναυπηγεία</h3>
<p>Σχεδόν όλα τα νέα πλοία θα ναυπηγηθούν στην Ασία, γεγονός που αναζωπύρωσε τη χρόνια συζήτηση για την κατάσταση της ναυπηγικής στην Ελλάδα. Αρκετά ιστορικά ναυπηγεία άλλαξαν χέρια τα τελευταία χρόνια και εστιάζουν πλέον σε επισκευές, μετασκευές και <em>αναβαθμίσεις</em> υφιστάμενων πλοίων, μια αγορά που αναμένεται να μεγαλώσει καθώς ο παλαιότερος στόλος προσαρμόζεται στα νέα καύσιμα.</p>
<p>Στον Πειραιά, παράλληλα, τα γραφεία διαχείρισης πλοίων αναφέρουν αυξημένη ζήτηση για μηχανικούς και αξιωματικούς εκπαιδευμένους στα εναλλακτικά καύσιμα. Οι ναυτικές ακαδημίες και τα ιδιωτικά κέντρα κατάρτισης διευρύνουν τα προγράμματά τους, ενώ οι εταιρείες προειδοποιούν ότι η έλλειψη καταρτισμένων πληρωμάτων μπορεί να εξελιχθεί στο επόμενο μεγάλο εμπόδιο για τον κλάδο.</p>`,
    tags: ['metafores', 'klima', 'ee'],
  },
  {
    category: 'epixeiriseis',
    title: 'New Pharmaceutical Plant Near Thessaloniki to Create 400 Jobs',
    titleGr: 'Νέα μονάδα παραγωγής φαρμάκων στη Θεσσαλονίκη με 400 θέσεις εργασίας',
    subtitle:
      'A Greek generic-drug maker is building a production facility in the Sindos industrial area, aiming to double its exports within five years.',
    subtitleGr:
      'Ελληνική φαρμακοβιομηχανία γενοσήμων χτίζει νέα παραγωγική μονάδα στη ΒΙΠΕ Σίνδου, με στόχο να διπλασιάσει τις εξαγωγές της μέσα σε πέντε χρόνια.',
    excerpt:
      'A family-owned Greek pharmaceutical company has begun building a new plant west of Thessaloniki. The investment is expected to create around 400 permanent jobs, though the firm admits that finding skilled staff will be its biggest challenge.',
    excerptGr:
      'Οικογενειακή ελληνική φαρμακοβιομηχανία ξεκίνησε την κατασκευή νέας μονάδας δυτικά της Θεσσαλονίκης. Η επένδυση αναμένεται να δημιουργήσει περίπου 400 μόνιμες θέσεις εργασίας, αν και η εταιρεία παραδέχεται ότι η εύρεση προσωπικού θα είναι δύσκολη.',
    content: `<p>A Greek pharmaceutical company has begun construction of a new production plant in the industrial area of Sindos, west of Thessaloniki, in one of the largest manufacturing investments in northern Greece in recent years. The family-owned generic-drug maker says the facility, worth around 120 million euros, will create some 400 permanent jobs once it reaches full capacity.</p>
<p>The plant will produce tablets, capsules and sterile injectable medicines, mainly for export to other European Union countries and the Middle East. Part of the investment is being financed through loans from the Recovery and Resilience Facility, with the rest coming from the company's own funds and bank credit.</p>
<h2>Why Thessaloniki</h2>
<p>Company executives say the choice of location came down to several practical advantages:</p>
<ol>
<li>proximity to the port of Thessaloniki and to road and rail links with the Balkans;</li>
<li>available land in an established industrial zone with existing infrastructure;</li>
<li>a pool of chemistry and pharmacy graduates from local universities;</li>
<li>lower operating costs than in the Athens area.</li>
</ol>
<blockquote><p>"We could have expanded abroad, and we were offered incentives to do so. But we believe Greek industry can compete on quality, and northern Greece has the people and the location to make that happen," said Petros Nikolaidis, the company's chief executive.</p></blockquote>
<h3>The search for skilled workers</h3>
<p>The biggest challenge, executives admit, will be staffing. The company plans to hire chemists, <strong>quality-control specialists</strong>, engineers and machine operators at a time when manufacturers across Greece report difficulty finding qualified workers. It has signed an agreement with technical schools in the region to run training programmes, and hopes to persuade Greeks who moved abroad to return.</p>
<p>Local business associations welcomed the investment, noting that pharmaceuticals have become one of the country's fastest-growing export industries. Residents of the wider area, however, have asked for assurances on traffic and environmental safeguards, and the company has pledged to publish regular reports on its emissions and water use.</p>`,
    contentGr: `<p>Ξεκίνησε η κατασκευή νέας παραγωγικής μονάδας ελληνικής φαρμακοβιομηχανίας στη ΒΙΠΕ Σίνδου, δυτικά της Θεσσαλονίκης, σε μία από τις μεγαλύτερες βιομηχανικές επενδύσεις στη Βόρεια Ελλάδα των τελευταίων ετών. Η οικογενειακή εταιρεία γενοσήμων εκτιμά ότι η μονάδα, ύψους περίπου 120 εκατ. ευρώ, θα δημιουργήσει γύρω στις 400 μόνιμες θέσεις εργασίας όταν λειτουργήσει με πλήρη δυναμικότητα.</p>
<p>Στο εργοστάσιο θα παράγονται δισκία, κάψουλες και στείρα ενέσιμα φάρμακα, κυρίως για εξαγωγή σε άλλες χώρες της Ευρωπαϊκής Ένωσης και στη Μέση Ανατολή. Μέρος της επένδυσης χρηματοδοτείται με δάνεια του Ταμείου Ανάκαμψης και Ανθεκτικότητας, ενώ το υπόλοιπο καλύπτεται από ίδια κεφάλαια και τραπεζικό δανεισμό.</p>
<h2>Γιατί η Θεσσαλονίκη</h2>
<p>Σύμφωνα με στελέχη της εταιρείας, η επιλογή της τοποθεσίας βασίστηκε σε μια σειρά πρακτικών πλεονεκτημάτων:</p>
<ol>
<li>την εγγύτητα στο λιμάνι της Θεσσαλονίκης και στις οδικές και σιδηροδρομικές συνδέσεις με τα Βαλκάνια·</li>
<li>τη διαθεσιμότητα γης σε οργανωμένη βιομηχανική ζώνη με έτοιμες υποδομές·</li>
<li>τους αποφοίτους χημείας και φαρμακευτικής των τοπικών πανεπιστημίων·</li>
<li>το χαμηλότερο λειτουργικό κόστος σε σύγκριση με την Αττική.</li>
</ol>
<blockquote><p>«Θα μπορούσαμε να επεκταθούμε στο εξωτερικό, και μας προσφέρθηκαν κίνητρα γι’ αυτό. Πιστεύουμε όμως ότι η ελληνική βιομηχανία μπορεί να ανταγωνιστεί στην ποιότητα, και η Βόρεια Ελλάδα έχει τους ανθρώπους και τη θέση για να το πετύχει», δηλώνει ο Πέτρος Νικολαΐδης, διευθύνων σύμβουλος της εταιρείας.</p></blockquote>
<h3>Αναζητώντας εξειδικευμένο προσωπικό</h3>
<p>Η μεγαλύτερη πρόκληση, όπως παραδέχονται τα στελέχη, θα είναι η στελέχωση. Η εταιρεία σχεδιάζει να προσλάβει χημικούς, <strong>ειδικούς ποιοτικού ελέγχου</strong>, μηχανικούς και χειριστές μηχανημάτων, σε μια περίοδο που βιομηχανίες σε όλη τη χώρα δυσκολεύονται να βρουν καταρτισμένους εργαζόμενους. Έχει ήδη υπογράψει συμφωνία με τεχνικές σχολές της περιοχής για προγράμματα κατάρτισης, ενώ ελπίζει να πείσει Έλληνες που έφυγαν στο εξωτερικό να επιστρέψουν.</p>
<p>Οι τοπικοί επιχειρηματικοί φορείς χαιρέτισαν την επένδυση, επισημαίνοντας ότι το φάρμακο έχει εξελιχθεί σε έναν από τους ταχύτερα αναπτυσσόμενους εξαγωγικούς κλάδους της χώρας. Κάτοικοι της ευρύτερης περιοχής, ωστόσο, ζητούν εγγυήσεις για την κυκλοφορία και την προστασία του περιβάλλοντος, και η εταιρεία δεσμεύτηκε να δημοσιεύει τακτικά στοιχεία για τις εκπομπές και την κατανάλωση νερού.</p>`,
    tags: ['thessaloniki', 'ergasia'],
  },
]
