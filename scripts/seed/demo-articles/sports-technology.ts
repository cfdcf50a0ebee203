import type { DemoArticle } from '../demo-types.ts'

export const articles: DemoArticle[] = [
  // ───────────────────────────── SPORTS: athlitismos ─────────────────────────────
  {
    category: 'athlitismos',
    title: `Athens Marathon sells out as organisers add a fourth start wave`,
    titleGr: `Εξαντλήθηκαν οι θέσεις στον Μαραθώνιο της Αθήνας, προστίθεται τέταρτο κύμα εκκίνησης`,
    subtitle: `More than 20,000 runners will tackle the classic route from Marathon to the Panathenaic Stadium, with new measures for heat and crowding.`,
    subtitleGr: `Πάνω από 20.000 δρομείς θα τρέξουν την κλασική διαδρομή από τον Μαραθώνα ως το Παναθηναϊκό Στάδιο, με νέα μέτρα για τη ζέστη και τον συνωστισμό.`,
    excerpt: `All places for this year's Athens Marathon have been filled, and runners will start in four waves instead of three. Organisers are also adding water stations and cooling points after recent races were run in unusually warm weather.`,
    excerptGr: `Καλύφθηκαν όλες οι θέσεις για τον φετινό Μαραθώνιο της Αθήνας και οι δρομείς θα ξεκινήσουν σε τέσσερα κύματα αντί για τρία. Οι διοργανωτές προσθέτουν σταθμούς νερού και σημεία δροσισμού, μετά τις ασυνήθιστα ζεστές συνθήκες των τελευταίων ετών.`,
    content: `<p>Registration for this year's Athens Marathon closed ahead of schedule this week, with organisers confirming that all places for the classic 42.195-kilometre race have been taken. To ease congestion on the narrow early stretches of the route, runners will now leave the town of Marathon in four waves rather than three.</p>
<p>The change, decided after a review of last year's race, is intended to spread athletes more evenly along the road towards Athens and to reduce bottlenecks at water stations. The gap between waves will be around fifteen minutes, and runners have been assigned to them according to their declared finishing times.</p>
<h2>Heat and hydration in focus</h2>
<p>Although the race is held in autumn, recent editions have been run in unusually warm conditions, and the medical team has asked for extra support on the long climb between the 10th and the 31st kilometre. Organisers say the following measures will be in place on race day:</p>
<ul>
<li>water and isotonic drinks every 2.5 kilometres instead of every five</li>
<li>three additional cooling points with sponges and misting stations</li>
<li>mobile medical teams on bicycles along the uphill section</li>
<li>live temperature updates sent to registered runners by text message</li>
</ul>
<p>The race director, Stavros Kalogeropoulos, said the decision to add a fourth wave was taken after consultation with the traffic police and the municipalities along the route, which will have to keep roads closed for slightly longer than in previous years.</p>
<blockquote><p>We would rather keep the roads closed for an extra half hour than see runners queueing at a water table at the 20th kilometre. Safety comes before the clock.</p></blockquote>
<p>Foreign entries account for more than half of the field, underlining the event's importance for the city's autumn tourism season. Hotels in central Athens report high occupancy for the race weekend, and several tour operators have built travel packages around the event.</p>
<p>The shorter 5- and 10-kilometre races, held on the same day in the city centre, still have a limited number of places available. Organisers are urging spectators to use the metro, as parts of Vasilissis Sofias Avenue and the area around the Panathenaic Stadium will be closed to traffic from early morning.</p>`,
    contentGr: `<p>Νωρίτερα από το αναμενόμενο έκλεισαν αυτή την εβδομάδα οι εγγραφές για τον φετινό Μαραθώνιο της Αθήνας, καθώς, όπως επιβεβαίωσαν οι διοργανωτές, καλύφθηκαν όλες οι θέσεις για την κλασική απόσταση των 42,195 χιλιομέτρων. Για να αποσυμφορηθούν τα στενά πρώτα χιλιόμετρα της διαδρομής, οι δρομείς θα ξεκινήσουν φέτος από τον Μαραθώνα σε τέσσερα κύματα αντί για τρία.</p>
<p>Η αλλαγή αποφασίστηκε μετά την αξιολόγηση της περσινής διοργάνωσης και στόχο έχει να κατανεμηθούν πιο ομοιόμορφα οι αθλητές στον δρόμο προς την Αθήνα, ώστε να μη δημιουργείται συνωστισμός στους σταθμούς ανεφοδιασμού. Τα κύματα θα απέχουν περίπου δεκαπέντε λεπτά μεταξύ τους, ενώ οι δρομείς έχουν ήδη κατανεμηθεί με βάση τον χρόνο τερματισμού που δήλωσαν.</p>
<h2>Στο επίκεντρο η ζέστη και η ενυδάτωση</h2>
<p>Παρότι ο αγώνας διεξάγεται φθινόπωρο, οι τελευταίες διοργανώσεις έγιναν με ασυνήθιστα υψηλές θερμοκρασίες και η ιατρική ομάδα ζήτησε ενισχυμένη κάλυψη στη μεγάλη ανηφόρα από το 10ο έως το 31ο χιλιόμετρο. Σύμφωνα με τους διοργανωτές, την ημέρα του αγώνα θα ισχύσουν τα εξής:</p>
<ul>
<li>νερό και ισοτονικά ποτά ανά 2,5 χιλιόμετρα αντί για κάθε πέντε</li>
<li>τρία επιπλέον σημεία δροσισμού με σφουγγάρια και ψεκαστήρες νερού</li>
<li>κινητά ιατρικά κλιμάκια με ποδήλατα στο ανηφορικό τμήμα</li>
<li>ενημέρωση για τη θερμοκρασία σε πραγματικό χρόνο μέσω SMS στους εγγεγραμμένους δρομείς</li>
</ul>
<p>Ο διευθυντής του αγώνα, Σταύρος Καλογερόπουλος, ανέφερε ότι η προσθήκη τέταρτου κύματος αποφασίστηκε σε συνεννόηση με την Τροχαία και τους δήμους κατά μήκος της διαδρομής, οι οποίοι θα χρειαστεί να κρατήσουν τους δρόμους κλειστούς λίγο περισσότερο απ' ό,τι τα προηγούμενα χρόνια.</p>
<blockquote><p>Προτιμούμε να μείνουν οι δρόμοι κλειστοί μισή ώρα παραπάνω παρά να βλέπουμε δρομείς να περιμένουν στην ουρά για νερό στο 20ό χιλιόμετρο. Η ασφάλεια προηγείται του χρονομέτρου.</p></blockquote>
<p>Περισσότεροι από τους μισούς συμμετέχοντες έρχονται από το εξωτερικό, γεγονός που αναδεικνύει τη σημασία της διοργάνωσης για τη φθινοπωρινή τουριστική περίοδο της πόλης. Τα ξενοδοχεία του κέντρου κάνουν λόγο για υψηλές πληρότητες το Σαββατοκύριακο του αγώνα, ενώ αρκετά ταξιδιωτικά γραφεία έχουν στήσει ειδικά πακέτα γύρω από αυτόν.</p>
<p>Για τους αγώνες των 5 και των 10 χιλιομέτρων, που θα διεξαχθούν την ίδια ημέρα στο κέντρο της πόλης, υπάρχει ακόμη περιορισμένος αριθμός θέσεων. Οι διοργανωτές καλούν τους θεατές να προτιμήσουν το μετρό, καθώς τμήματα της λεωφόρου Βασιλίσσης Σοφίας και η περιοχή γύρω από το Παναθηναϊκό Στάδιο θα είναι κλειστά για την κυκλοφορία από νωρίς το πρωί.</p>`,
    tags: ['athina', 'tourismos'],
  },
  {
    category: 'athlitismos',
    title: `Teenagers steal the show at national swimming championships in Thessaloniki`,
    titleGr: `Οι έφηβοι έκλεψαν την παράσταση στο πανελλήνιο πρωτάθλημα κολύμβησης στη Θεσσαλονίκη`,
    subtitle: `Nine of the fourteen individual titles went to swimmers aged 17 or under, with three national age-group records broken over four days.`,
    subtitleGr: `Εννέα από τους δεκατέσσερις ατομικούς τίτλους κατέκτησαν κολυμβητές 17 ετών και κάτω, ενώ σε τέσσερις ημέρες σημειώθηκαν τρία πανελλήνια ρεκόρ ηλικιών.`,
    excerpt: `Teenage swimmers dominated the national championships in Thessaloniki, many of them from small regional clubs. Coaches credit a federation programme for local coaches, but warn that a shortage of pool time is holding the sport back.`,
    excerptGr: `Έφηβοι κολυμβητές, πολλοί από μικρούς περιφερειακούς συλλόγους, κυριάρχησαν στο πανελλήνιο πρωτάθλημα της Θεσσαλονίκης. Οι προπονητές το αποδίδουν σε πρόγραμμα της ομοσπονδίας, προειδοποιούν όμως για την έλλειψη χρόνου στις πισίνες.`,
    content: `<p>A generation of teenage swimmers dominated the national swimming championships in Thessaloniki this week, winning nine of the fourteen individual titles and setting three new national age-group records over four days of racing.</p>
<p>The most striking performance came from 16-year-old Eleni Drosou, who won the 200 metres butterfly in a time that would have placed her in the final of last summer's European junior championships. Her clubmate, 17-year-old Nikos Fotiadis, took both the 100 and the 200 metres breaststroke.</p>
<h2>A pathway from regional clubs</h2>
<p>Many of the new champions come from small regional clubs rather than the large Athens teams that have traditionally dominated the sport. The federation's technical staff attribute this to a programme launched three years ago that sends national coaches to train local coaches in smaller towns.</p>
<p>According to the federation, the programme has focused on:</p>
<ul>
<li>regular training camps for promising swimmers aged 12 to 15</li>
<li>video analysis of technique, shared with club coaches</li>
<li>subsidised access to 50-metre pools for clubs that train in shorter facilities</li>
</ul>
<p>National youth coach Dimitra Chatzaki said the results showed the value of investing early, but warned against putting too much pressure on swimmers who are still at school.</p>
<blockquote><p>These are talented young people, not finished products. Our job now is to protect them, manage their workload and make sure they still enjoy the sport in five years' time.</p></blockquote>
<p>Pool time remains a key problem. Several coaches pointed out that a number of municipal pools have been closed for repairs or cannot afford to heat their water through the winter, forcing clubs to share lanes late into the evening.</p>
<p>The championships also served as a trial for the European short-course events later in the season, and the federation is expected to announce its squad in the coming weeks. Officials said that at least four of the swimmers who reached finals in Thessaloniki are likely to be included.</p>`,
    contentGr: `<p>Μια νέα γενιά εφήβων κολυμβητών κυριάρχησε αυτή την εβδομάδα στο πανελλήνιο πρωτάθλημα κολύμβησης στη Θεσσαλονίκη, κατακτώντας εννέα από τους δεκατέσσερις ατομικούς τίτλους και σημειώνοντας τρία νέα πανελλήνια ρεκόρ ηλικιακών κατηγοριών μέσα σε τέσσερις ημέρες αγώνων.</p>
<p>Την πιο εντυπωσιακή εμφάνιση έκανε η 16χρονη Ελένη Δρόσου, η οποία κέρδισε τα 200 μέτρα πεταλούδα με χρόνο που θα της εξασφάλιζε θέση στον τελικό του περσινού Ευρωπαϊκού Πρωταθλήματος Νέων. Ο 17χρονος συναθλητής της, Νίκος Φωτιάδης, επικράτησε τόσο στα 100 όσο και στα 200 μέτρα πρόσθιο.</p>
<h2>Το ταλέντο έρχεται από την περιφέρεια</h2>
<p>Αρκετοί από τους νέους πρωταθλητές προέρχονται από μικρούς περιφερειακούς συλλόγους και όχι από τα μεγάλα σωματεία της Αθήνας, που παραδοσιακά κυριαρχούσαν στο άθλημα. Το τεχνικό επιτελείο της ομοσπονδίας το αποδίδει σε πρόγραμμα που ξεκίνησε πριν από τρία χρόνια, στο πλαίσιο του οποίου ομοσπονδιακοί προπονητές επισκέπτονται μικρότερες πόλεις για να επιμορφώσουν τους τοπικούς τεχνικούς.</p>
<p>Σύμφωνα με την ομοσπονδία, το πρόγραμμα δίνει έμφαση:</p>
<ul>
<li>σε τακτικά προπονητικά κάμπ για ταλαντούχους κολυμβητές 12 έως 15 ετών</li>
<li>στην ανάλυση τεχνικής μέσω βίντεο, σε συνεργασία με τους προπονητές των συλλόγων</li>
<li>στην επιδοτούμενη πρόσβαση σε πισίνες 50 μέτρων για συλλόγους που προπονούνται σε μικρότερες εγκαταστάσεις</li>
</ul>
<p>Η ομοσπονδιακή προπονήτρια των τμημάτων νέων, Δήμητρα Χατζάκη, σημείωσε ότι τα αποτελέσματα αποδεικνύουν την αξία της έγκαιρης επένδυσης, προειδοποίησε ωστόσο να μην ασκείται υπερβολική πίεση σε παιδιά που πηγαίνουν ακόμη σχολείο.</p>
<blockquote><p>Πρόκειται για ταλαντούχα παιδιά, όχι για έτοιμους αθλητές. Δική μας δουλειά είναι να τα προστατέψουμε, να ρυθμίσουμε σωστά τον προπονητικό τους φόρτο και να φροντίσουμε να αγαπούν το άθλημα και σε πέντε χρόνια.</p></blockquote>
<p>Ο χρόνος στην πισίνα παραμένει βασικό πρόβλημα. Αρκετοί προπονητές επισήμαναν ότι ορισμένα δημοτικά κολυμβητήρια είτε παραμένουν κλειστά για επισκευές είτε δεν μπορούν να καλύψουν το κόστος θέρμανσης του νερού τον χειμώνα, με αποτέλεσμα οι σύλλογοι να μοιράζονται διαδρόμους μέχρι αργά το βράδυ.</p>
<p>Το πρωτάθλημα λειτούργησε επίσης ως δοκιμασία ενόψει των ευρωπαϊκών διοργανώσεων σε πισίνα 25 μέτρων αργότερα μέσα στη σεζόν, με την ομοσπονδία να αναμένεται να ανακοινώσει την αποστολή τις επόμενες εβδομάδες. Κατά τους αρμοδίους, τουλάχιστον τέσσερις από τους κολυμβητές που προκρίθηκαν σε τελικούς στη Θεσσαλονίκη είναι πιθανό να συμπεριληφθούν.</p>`,
    tags: ['thessaloniki', 'ethniki_omada'],
  },
  {
    category: 'athlitismos',
    title: `Cyclades regatta returns`,
    titleGr: `Επιστρέφει η ρεγκάτα των Κυκλάδων`,
    subtitle: `The eight-day offshore race through the islands will be back next spring with a new youth division and lower fees for smaller boats.`,
    subtitleGr: `Ο οκταήμερος αγώνας ανοιχτής θάλασσας στα νησιά επιστρέφει την άνοιξη, με νέα κατηγορία για νεανικά πληρώματα και χαμηλότερο κόστος για τα μικρά σκάφη.`,
    excerpt: `A sailing regatta through the Cyclades will return next spring after a three-year break, with a route via six islands. Organisers have cut fees for smaller boats and created a youth division to make the event more accessible.`,
    excerptGr: `Μετά από τριετή διακοπή, η ιστιοπλοϊκή ρεγκάτα των Κυκλάδων επιστρέφει την άνοιξη με διαδρομή σε έξι νησιά. Οι διοργανωτές μείωσαν τα παράβολα για τα μικρά σκάφη και δημιούργησαν κατηγορία για νέους, ώστε να ανοίξει η διοργάνωση σε περισσότερους.`,
    content: `<p>An offshore sailing regatta linking the islands of the Cyclades will return next spring after a three-year absence, its organisers announced this week, with a revised route and a new category for young crews.</p>
<p>The event, which was suspended because of rising costs and a shortage of volunteers, will cover around 250 nautical miles over eight days. Boats will start from Lavrio and call at Syros, Paros, Naxos, Ios, Milos and Serifos before returning to the mainland.</p>
<h2>Smaller boats, younger crews</h2>
<p>The most significant change is the introduction of a youth division for crews aged under 23, backed by sailing clubs in Attica and on the islands. The organisers hope the new category will make the regatta more accessible at a time when the cost of campaigning a yacht has risen sharply.</p>
<p>Race director Katerina Sifaki said the changes were designed to keep the event sustainable. They include:</p>
<ul>
<li>entry fees cut by a third for boats under ten metres</li>
<li>shared accommodation and meals for youth crews on each island</li>
<li>a cap of 60 boats to ease pressure on small harbours</li>
<li>an environmental code banning single-use plastics on board</li>
</ul>
<blockquote><p>We did not want to bring the regatta back simply as a showcase for large yachts. If young sailors from Syros or Naxos cannot take part, then we have missed the point.</p></blockquote>
<p>Local authorities on several islands have welcomed the return of the event, which in previous years brought visitors to their harbours early in the season, before the peak summer months. Port authorities, however, have asked for close coordination on berthing, as some small marinas are already operating at capacity from May onwards.</p>
<p>Registration will open early in the new year. The organisers say they have already received expressions of interest from crews in Italy, Turkey and Croatia, and that they expect the youth division alone to attract at least fifteen boats.</p>
<p>Sailing clubs on the islands see the regatta as a chance to promote a sport that, despite Greece's long coastline, remains expensive and relatively niche. Several have said they will offer free introductory sessions for local children during the race stopovers.</p>`,
    contentGr: `<p>Ύστερα από τριετή απουσία, η ιστιοπλοϊκή ρεγκάτα ανοιχτής θάλασσας που ενώνει τα νησιά των Κυκλάδων επιστρέφει την άνοιξη, όπως ανακοίνωσαν αυτή την εβδομάδα οι διοργανωτές, με αναθεωρημένη διαδρομή και νέα κατηγορία για νεανικά πληρώματα.</p>
<p>Η διοργάνωση, που είχε ανασταλεί λόγω αυξημένου κόστους και έλλειψης εθελοντών, θα καλύψει περίπου 250 ναυτικά μίλια σε οκτώ ημέρες. Τα σκάφη θα ξεκινήσουν από το Λαύριο και θα πιάσουν Σύρο, Πάρο, Νάξο, Ίο, Μήλο και Σέριφο, πριν επιστρέψουν στην ηπειρωτική χώρα.</p>
<h2>Μικρότερα σκάφη, νεότερα πληρώματα</h2>
<p>Η σημαντικότερη αλλαγή είναι η δημιουργία κατηγορίας για πληρώματα κάτω των 23 ετών, με τη στήριξη ιστιοπλοϊκών ομίλων της Αττικής και των νησιών. Οι διοργανωτές ελπίζουν ότι έτσι η ρεγκάτα θα γίνει πιο προσιτή, σε μια εποχή που το κόστος συμμετοχής ενός σκάφους σε αγώνες έχει εκτοξευθεί.</p>
<p>Η διευθύντρια του αγώνα, Κατερίνα Σηφάκη, εξήγησε ότι οι αλλαγές αποσκοπούν στη βιωσιμότητα της διοργάνωσης. Μεταξύ άλλων προβλέπονται:</p>
<ul>
<li>μείωση των παραβόλων συμμετοχής κατά ένα τρίτο για σκάφη κάτω των δέκα μέτρων</li>
<li>κοινή διαμονή και σίτιση για τα νεανικά πληρώματα σε κάθε νησί</li>
<li>ανώτατο όριο 60 σκαφών, ώστε να μην πιέζονται τα μικρά λιμάνια</li>
<li>περιβαλλοντικός κώδικας που απαγορεύει τα πλαστικά μίας χρήσης στα σκάφη</li>
</ul>
<blockquote><p>Δεν θέλαμε να επιστρέψει η ρεγκάτα απλώς ως βιτρίνα για μεγάλα γιοτ. Αν δεν μπορούν να συμμετάσχουν νέοι ιστιοπλόοι από τη Σύρο ή τη Νάξο, τότε έχουμε χάσει την ουσία.</p></blockquote>
<p>Οι τοπικές αρχές σε αρκετά νησιά χαιρέτισαν την επιστροφή της διοργάνωσης, η οποία τα προηγούμενα χρόνια έφερνε επισκέπτες στα λιμάνια τους νωρίς στη σεζόν, πριν από την καλοκαιρινή αιχμή. Οι λιμενικές αρχές, ωστόσο, ζητούν στενό συντονισμό για τον ελλιμενισμό, καθώς ορισμένες μικρές μαρίνες λειτουργούν ήδη στα όριά τους από τον Μάιο.</p>
<p>Οι εγγραφές θα ανοίξουν στις αρχές της νέας χρονιάς. Σύμφωνα με τους διοργανωτές, έχει ήδη εκδηλωθεί ενδιαφέρον από πληρώματα της Ιταλίας, της Τουρκίας και της Κροατίας, ενώ μόνο η νεανική κατηγορία αναμένεται να προσελκύσει τουλάχιστον δεκαπέντε σκάφη.</p>
<p>Οι ιστιοπλοϊκοί όμιλοι των νησιών βλέπουν τη ρεγκάτα ως ευκαιρία να προβάλουν ένα άθλημα που, παρά τις ατελείωτες ακτές της χώρας, παραμένει ακριβό και σχετικά περιθωριακό. Αρκετοί έχουν ήδη ανακοινώσει δωρεάν γνωριμία με την ιστιοπλοΐα για τα παιδιά του τόπου κατά τις στάσεις του αγώνα.</p>`,
    tags: ['nisia', 'tourismos'],
  },

  // ───────────────────────────── SPORTS: podosfairo ─────────────────────────────
  {
    category: 'podosfairo',
    title: `Super League clubs told to raise standards at their youth academies`,
    titleGr: `Αυστηρότερα κριτήρια για τις ακαδημίες των ομάδων της Super League`,
    subtitle: `New licensing criteria will require certified coaches, education support and medical staff at every academy from next season.`,
    subtitleGr: `Τα νέα κριτήρια αδειοδότησης προβλέπουν πιστοποιημένους προπονητές, εκπαιδευτική υποστήριξη και ιατρικό προσωπικό σε κάθε ακαδημία από την επόμενη σεζόν.`,
    excerpt: `Greek Super League clubs will need certified coaches, medical staff and education officers at their youth academies under new licensing criteria. Smaller clubs welcome the aims but warn that meeting them will be costly without financial support.`,
    excerptGr: `Πιστοποιημένους προπονητές, ιατρικό προσωπικό και υπεύθυνους εκπαίδευσης θα πρέπει να διαθέτουν οι ακαδημίες των ομάδων της Super League. Οι μικρότεροι σύλλογοι συμφωνούν με τους στόχους, προειδοποιούν όμως για το κόστος χωρίς οικονομική στήριξη.`,
    content: `<p>Clubs in the Greek Super League will have to meet stricter standards at their youth academies from next season, under new licensing criteria presented to club representatives this week.</p>
<p>The criteria set minimum requirements for coaching qualifications, medical care and schooling for players aged 12 to 19. Clubs that fail to comply could face fines and, in the longer term, restrictions on registering new players.</p>
<h2>What the new rules require</h2>
<p>According to the document circulated to clubs, every academy will need to provide:</p>
<ul>
<li>at least one coach with a UEFA A licence for each age group from under-15 upwards</li>
<li>a full-time physiotherapist and regular medical screening</li>
<li>a designated education officer to monitor players' progress at school</li>
<li>written safeguarding policies and a named welfare contact</li>
</ul>
<p>Officials say the aim is to close the gap between the best-organised academies, some of which already operate at a European level, and clubs where youth football still depends on a handful of volunteers and rented pitches.</p>
<p>Giorgos Kalaitzidis, who runs the academy of a provincial club in northern Greece, said the rules were welcome but would be costly for smaller teams.</p>
<blockquote><p>Nobody disagrees with the goals. But a physiotherapist, an education officer and licensed coaches for every age group cost money. Without some form of support, the smaller clubs will struggle.</p></blockquote>
<p>The league has indicated that part of its solidarity payments could be ring-fenced for academy development, and that clubs will be given a transition period of two seasons to comply fully.</p>
<p>The debate comes as Greek clubs increasingly rely on selling young players abroad to balance their books. Agents and scouts say that a player who has come through a well-structured academy, with a solid education and a clean medical record, is far easier to sell to clubs in Germany, Italy or the Netherlands.</p>
<p>Parents' associations have also welcomed the focus on education, noting that only a small fraction of academy players ever go on to play professionally, and that the rest need a future outside the game.</p>`,
    contentGr: `<p>Αυστηρότερες προδιαγραφές θα πρέπει να πληρούν από την επόμενη σεζόν οι ακαδημίες των ομάδων της Super League, σύμφωνα με τα νέα κριτήρια αδειοδότησης που παρουσιάστηκαν αυτή την εβδομάδα στους εκπροσώπους των ΠΑΕ.</p>
<p>Τα κριτήρια θέτουν ελάχιστες απαιτήσεις για τα προσόντα των προπονητών, την ιατρική φροντίδα και τη σχολική πορεία των ποδοσφαιριστών ηλικίας 12 έως 19 ετών. Όσες ομάδες δεν συμμορφωθούν θα αντιμετωπίσουν πρόστιμα και, μακροπρόθεσμα, περιορισμούς στις εγγραφές νέων παικτών.</p>
<h2>Τι προβλέπουν οι νέοι κανόνες</h2>
<p>Σύμφωνα με το κείμενο που διανεμήθηκε στις ομάδες, κάθε ακαδημία θα πρέπει να διαθέτει:</p>
<ul>
<li>τουλάχιστον έναν προπονητή με δίπλωμα UEFA A για κάθε ηλικιακό τμήμα από την Κ15 και πάνω</li>
<li>φυσικοθεραπευτή πλήρους απασχόλησης και τακτικό ιατρικό έλεγχο</li>
<li>υπεύθυνο εκπαίδευσης, που θα παρακολουθεί την πρόοδο των παικτών στο σχολείο</li>
<li>γραπτή πολιτική προστασίας ανηλίκων και ορισμένο υπεύθυνο για την ευημερία τους</li>
</ul>
<p>Όπως εξηγούν οι αρμόδιοι, στόχος είναι να κλείσει η ψαλίδα ανάμεσα στις καλύτερα οργανωμένες ακαδημίες, ορισμένες από τις οποίες λειτουργούν ήδη με ευρωπαϊκά πρότυπα, και σε ομάδες όπου οι υποδομές βασίζονται ακόμη σε λίγους εθελοντές και νοικιασμένα γήπεδα.</p>
<p>Ο Γιώργος Καλαϊτζίδης, υπεύθυνος της ακαδημίας επαρχιακής ομάδας της Βόρειας Ελλάδας, χαρακτήρισε τους κανόνες θετικούς, σημείωσε όμως ότι θα κοστίσουν ακριβά στις μικρότερες ομάδες.</p>
<blockquote><p>Κανείς δεν διαφωνεί με τους στόχους. Όμως ο φυσικοθεραπευτής, ο υπεύθυνος εκπαίδευσης και οι διπλωματούχοι προπονητές σε κάθε τμήμα κοστίζουν. Χωρίς κάποια μορφή στήριξης, οι μικρότερες ομάδες θα δυσκολευτούν.</p></blockquote>
<p>Η λίγκα έχει αφήσει να εννοηθεί ότι μέρος των χρημάτων αλληλεγγύης θα μπορούσε να δεσμευτεί για την ανάπτυξη των ακαδημιών, ενώ οι ομάδες θα έχουν μεταβατική περίοδο δύο σεζόν για να συμμορφωθούν πλήρως.</p>
<p>Η συζήτηση ανοίγει τη στιγμή που οι ελληνικές ομάδες στηρίζονται όλο και περισσότερο στις πωλήσεις νεαρών παικτών στο εξωτερικό για να ισοσκελίσουν τους προϋπολογισμούς τους. Μάνατζερ και σκάουτ επισημαίνουν ότι ένας ποδοσφαιριστής που έχει περάσει από οργανωμένη ακαδημία, με σωστή εκπαίδευση και καθαρό ιατρικό ιστορικό, πουλιέται πολύ πιο εύκολα σε ομάδες της Γερμανίας, της Ιταλίας ή της Ολλανδίας.</p>
<p>Ικανοποίηση για την έμφαση στην εκπαίδευση εκφράζουν και οι σύλλογοι γονέων, υπενθυμίζοντας ότι μόνο ένα μικρό ποσοστό των παιδιών των ακαδημιών καταλήγει στο επαγγελματικό ποδόσφαιρο και ότι όλα τα υπόλοιπα χρειάζονται ένα μέλλον έξω από τα γήπεδα.</p>`,
    tags: ['ekpaideusi'],
  },
  {
    category: 'podosfairo',
    title: `Stadium overhaul in western Thessaloniki nears completion after two-year delay`,
    titleGr: `Στην τελική ευθεία η ανακαίνιση του γηπέδου στη δυτική Θεσσαλονίκη, με διετή καθυστέρηση`,
    subtitle: `The 1960s municipal ground will reopen with a new roof, full accessibility and solar panels, but the final bill is almost double the original estimate.`,
    subtitleGr: `Το δημοτικό γήπεδο της δεκαετίας του 1960 ανοίγει ξανά με νέο στέγαστρο, πλήρη προσβασιμότητα και φωτοβολταϊκά, όμως το κόστος σχεδόν διπλασιάστηκε.`,
    excerpt: `Work on a municipal football ground in western Thessaloniki is due to finish early next year. The stadium will seat 8,000 and host local clubs, schools and youth academies, but delays and cost overruns have drawn criticism.`,
    excerptGr: `Στις αρχές της νέας χρονιάς αναμένεται να ολοκληρωθούν οι εργασίες σε δημοτικό γήπεδο της δυτικής Θεσσαλονίκης. Θα χωράει 8.000 θεατές και θα φιλοξενεί τοπικές ομάδες, σχολεία και ακαδημίες, όμως οι καθυστερήσεις και οι υπερβάσεις προκαλούν επικρίσεις.`,
    content: `<p>The renovation of a municipal football stadium in the western districts of Thessaloniki has entered its final phase, with contractors installing the last sections of a new roof over the main stand this week. The ground, built in the 1960s and closed since the start of the works, is expected to reopen early next year.</p>
<p>When complete, the stadium will hold around 8,000 spectators, all seated, compared with a nominal capacity of 12,000 before the works, much of it on crumbling concrete terraces. It will be used by two local clubs competing in the lower divisions, as well as by schools and youth academies in the area.</p>
<h2>What has changed</h2>
<p>The project, funded largely through regional development funds, goes well beyond a cosmetic upgrade. Its main elements include:</p>
<ul>
<li>a steel roof covering the main stand and part of the opposite stand</li>
<li>a new hybrid grass pitch with drainage and irrigation systems</li>
<li>lifts, ramps and dedicated areas for wheelchair users</li>
<li>a resurfaced six-lane athletics track around the pitch</li>
<li>solar panels on the roof, expected to cover most of the ground's electricity needs</li>
</ul>
<p>The works were originally scheduled to finish two years ago. The municipality blames the delay on the discovery of structural problems in the old stands and on sharp increases in the price of steel and concrete, which pushed the final cost to almost double the initial estimate.</p>
<p>Maria Stergiou, the civil engineer supervising the project on behalf of the municipality, said the decision to rebuild rather than patch up the stands had been unavoidable.</p>
<blockquote><p>When we opened up the concrete, we found corroded reinforcement in places we did not expect. We could either spend less and close the stadium again in ten years, or do the job properly once.</p></blockquote>
<p>Opposition councillors have criticised the handling of the contract and have asked for a full breakdown of the additional costs. Residents, meanwhile, have raised concerns about parking and noise on match days in a densely built neighbourhood.</p>
<p>The municipality says a traffic plan will be presented before the reopening, and that the track will remain open to the public for walking and running on weekday mornings.</p>`,
    contentGr: `<p>Στην τελική της φάση εισήλθε η ανακαίνιση δημοτικού ποδοσφαιρικού γηπέδου στις δυτικές συνοικίες της Θεσσαλονίκης, με τους εργολάβους να τοποθετούν αυτή την εβδομάδα τα τελευταία τμήματα του νέου στεγάστρου πάνω από την κεντρική κερκίδα. Το γήπεδο, που χτίστηκε τη δεκαετία του 1960 και παραμένει κλειστό από την έναρξη των εργασιών, αναμένεται να επαναλειτουργήσει στις αρχές της νέας χρονιάς.</p>
<p>Μετά την ολοκλήρωση των εργασιών θα χωράει περίπου 8.000 θεατές, όλους καθιστούς, έναντι ονομαστικής χωρητικότητας 12.000 πριν από την ανακαίνιση, με το μεγαλύτερο μέρος της σε φθαρμένες τσιμεντένιες κερκίδες. Θα το χρησιμοποιούν δύο τοπικές ομάδες των κατώτερων κατηγοριών, καθώς και σχολεία και ακαδημίες της περιοχής.</p>
<h2>Τι αλλάζει</h2>
<p>Το έργο, που χρηματοδοτείται κυρίως από πόρους περιφερειακής ανάπτυξης, ξεπερνά κατά πολύ ένα απλό «φρεσκάρισμα». Στα βασικά του σκέλη περιλαμβάνονται:</p>
<ul>
<li>μεταλλικό στέγαστρο πάνω από την κεντρική κερκίδα και τμήμα της απέναντι</li>
<li>νέος αγωνιστικός χώρος με υβριδικό χλοοτάπητα, αποστράγγιση και σύστημα άρδευσης</li>
<li>ανελκυστήρες, ράμπες και ειδικοί χώροι για άτομα σε αναπηρικό αμαξίδιο</li>
<li>ανακατασκευασμένος στίβος έξι διαδρόμων γύρω από τον αγωνιστικό χώρο</li>
<li>φωτοβολταϊκά στη στέγη, που αναμένεται να καλύπτουν το μεγαλύτερο μέρος των αναγκών σε ρεύμα</li>
</ul>
<p>Αρχικά οι εργασίες έπρεπε να είχαν ολοκληρωθεί πριν από δύο χρόνια. Ο δήμος αποδίδει την καθυστέρηση στον εντοπισμό στατικών προβλημάτων στις παλιές κερκίδες και στην κατακόρυφη άνοδο των τιμών του χάλυβα και του σκυροδέματος, που σχεδόν διπλασίασε τον αρχικό προϋπολογισμό.</p>
<p>Η πολιτική μηχανικός Μαρία Στεργίου, η οποία επιβλέπει το έργο για λογαριασμό του δήμου, υποστήριξε ότι η ανακατασκευή των κερκίδων, αντί για ένα απλό μπάλωμα, ήταν μονόδρομος.</p>
<blockquote><p>Όταν ανοίξαμε το μπετόν, βρήκαμε διαβρωμένο οπλισμό σε σημεία που δεν περιμέναμε. Ή θα ξοδεύαμε λιγότερα και θα κλείναμε ξανά το γήπεδο σε δέκα χρόνια ή θα κάναμε τη δουλειά σωστά, μία και καλή.</p></blockquote>
<p>Δημοτικοί σύμβουλοι της αντιπολίτευσης επικρίνουν τον χειρισμό της σύμβασης και ζητούν αναλυτική καταγραφή του πρόσθετου κόστους. Οι κάτοικοι, από την πλευρά τους, εκφράζουν ανησυχίες για τη στάθμευση και τον θόρυβο τις ημέρες των αγώνων σε μια πυκνοδομημένη γειτονιά.</p>
<p>Ο δήμος διαβεβαιώνει ότι πριν από την επαναλειτουργία θα παρουσιαστεί κυκλοφοριακή μελέτη και ότι ο στίβος θα παραμένει ανοιχτός στο κοινό για περπάτημα και τρέξιμο τα πρωινά των καθημερινών.</p>`,
    tags: ['thessaloniki'],
  },
  {
    category: 'podosfairo',
    title: `Girls' football registrations double in five years as clubs struggle to keep up`,
    titleGr: `Διπλασιάστηκαν σε μια πενταετία τα κορίτσια που παίζουν ποδόσφαιρο, οι σύλλογοι δεν προλαβαίνουν`,
    subtitle: `Federation figures show rapid growth in the women's game at youth level, but a shortage of pitches, coaches and changing rooms is holding it back.`,
    subtitleGr: `Η ομοσπονδία καταγράφει ραγδαία ανάπτυξη του γυναικείου ποδοσφαίρου στις μικρές ηλικίες, όμως η έλλειψη γηπέδων, προπονητών και αποδυτηρίων το φρενάρει.`,
    excerpt: `The number of girls registered with football clubs in Greece has doubled in five years, according to new federation figures. Coaches say demand now far exceeds what many clubs can offer, and call for dedicated funding and facilities.`,
    excerptGr: `Διπλασιάστηκε μέσα σε πέντε χρόνια ο αριθμός των κοριτσιών που είναι εγγεγραμμένα σε ποδοσφαιρικούς συλλόγους, σύμφωνα με νέα στοιχεία της ομοσπονδίας. Οι προπονητές λένε ότι η ζήτηση ξεπερνά πλέον τις δυνατότητες των συλλόγων.`,
    content: `<p>The number of girls registered to play football in Greece has doubled over the past five years, according to figures released by the national federation this week, making the women's game one of the fastest-growing areas of Greek sport.</p>
<p>Almost all of the growth has come at youth level, among players aged 8 to 16. Officials link the rise to greater television coverage of women's tournaments abroad, the launch of mixed teams in primary school competitions and a growing number of clubs that now run dedicated girls' sections.</p>
<h2>Demand outpaces supply</h2>
<p>Coaches say, however, that infrastructure has not kept pace. Many clubs share a single pitch between dozens of teams, and girls' sessions are often given the latest and least convenient slots. The most common problems reported by clubs include:</p>
<ul>
<li>a lack of separate changing rooms for girls and women</li>
<li>too few qualified female coaches and referees</li>
<li>long journeys to find opponents of the same age</li>
<li>limited funding compared with boys' academies</li>
</ul>
<p>Vasiliki Tsoukala, who coaches the girls' teams of an amateur club in the western suburbs of Athens, said she had been forced to start a waiting list for the first time this season.</p>
<blockquote><p>We have girls who have been coming to watch for months, hoping a place will open up. It is a wonderful problem to have, but it is still a problem. We need more hours on the pitch and more people trained to coach them.</p></blockquote>
<p>The federation says it plans to introduce a regional under-17 league next season, so that the best young players can compete regularly without having to move up to senior teams too early. It is also offering free courses for women who want to qualify as coaches.</p>
<p>Supporters of the women's game argue that the growth at grassroots level will eventually strengthen the national team, which has long struggled to compete with the leading European sides. For that to happen, they say, the next step must be a stronger senior league with semi-professional contracts, so that talented players are not lost to the game in their early twenties.</p>`,
    contentGr: `<p>Διπλασιάστηκε τα τελευταία πέντε χρόνια ο αριθμός των κοριτσιών που είναι εγγεγραμμένα σε ποδοσφαιρικούς συλλόγους στην Ελλάδα, σύμφωνα με στοιχεία που έδωσε αυτή την εβδομάδα στη δημοσιότητα η ομοσπονδία, αναδεικνύοντας το γυναικείο ποδόσφαιρο σε έναν από τους πιο γρήγορα αναπτυσσόμενους τομείς του ελληνικού αθλητισμού.</p>
<p>Σχεδόν όλη η αύξηση καταγράφεται στις μικρές ηλικίες, από 8 έως 16 ετών. Οι αρμόδιοι τη συνδέουν με την αυξημένη τηλεοπτική προβολή γυναικείων διοργανώσεων του εξωτερικού, με τις μικτές ομάδες στους σχολικούς αγώνες του δημοτικού και με τους ολοένα περισσότερους συλλόγους που διατηρούν πλέον ξεχωριστά τμήματα κοριτσιών.</p>
<h2>Η ζήτηση ξεπερνά την προσφορά</h2>
<p>Οι προπονητές τονίζουν, ωστόσο, ότι οι υποδομές δεν ακολούθησαν. Πολλοί σύλλογοι μοιράζονται ένα μόνο γήπεδο ανάμεσα σε δεκάδες τμήματα, και τα κορίτσια παίρνουν συνήθως τις πιο αργές και άβολες ώρες. Τα συχνότερα προβλήματα που αναφέρουν οι σύλλογοι είναι:</p>
<ul>
<li>η έλλειψη ξεχωριστών αποδυτηρίων για κορίτσια και γυναίκες</li>
<li>οι λίγες διπλωματούχες προπονήτριες και διαιτήτριες</li>
<li>οι μεγάλες μετακινήσεις για να βρεθούν αντίπαλες ομάδες της ίδιας ηλικίας</li>
<li>η περιορισμένη χρηματοδότηση σε σύγκριση με τις ακαδημίες αγοριών</li>
</ul>
<p>Η Βασιλική Τσουκαλά, προπονήτρια των κοριτσιών σε ερασιτεχνικό σύλλογο των δυτικών προαστίων της Αθήνας, λέει ότι φέτος αναγκάστηκε για πρώτη φορά να δημιουργήσει λίστα αναμονής.</p>
<blockquote><p>Έχουμε κορίτσια που έρχονται εδώ και μήνες να βλέπουν την προπόνηση, περιμένοντας να ανοίξει μια θέση. Είναι υπέροχο πρόβλημα, αλλά παραμένει πρόβλημα. Χρειαζόμαστε περισσότερες ώρες στο γήπεδο και περισσότερους ανθρώπους καταρτισμένους για να τα προπονήσουν.</p></blockquote>
<p>Η ομοσπονδία σχεδιάζει να θεσπίσει από την επόμενη σεζόν περιφερειακό πρωτάθλημα Κ17, ώστε οι πιο ταλαντούχες νεαρές ποδοσφαιρίστριες να αγωνίζονται τακτικά χωρίς να χρειάζεται να ανέβουν πρόωρα σε ομάδες γυναικών. Παράλληλα, προσφέρει δωρεάν σεμινάρια σε γυναίκες που θέλουν να αποκτήσουν δίπλωμα προπονήτριας.</p>
<p>Όσοι στηρίζουν το γυναικείο ποδόσφαιρο εκτιμούν ότι η ανάπτυξη στη βάση θα ενισχύσει μακροπρόθεσμα και την Εθνική ομάδα, η οποία εδώ και χρόνια δυσκολεύεται να ανταγωνιστεί τις κορυφαίες ευρωπαϊκές ομάδες. Για να συμβεί αυτό, όπως λένε, το επόμενο βήμα πρέπει να είναι ένα ισχυρότερο πρωτάθλημα γυναικών με ημιεπαγγελματικά συμβόλαια, ώστε να μη χάνονται ταλαντούχες παίκτριες από το άθλημα στα είκοσί τους.</p>`,
    tags: ['ethniki_omada', 'ekpaideusi'],
  },

  // ───────────────────────────── SPORTS: mpasket ─────────────────────────────
  {
    category: 'mpasket',
    title: `How EuroLeague scouts are using data to find the next Greek prospect`,
    titleGr: `Πώς οι σκάουτ της Euroleague αξιοποιούν τα δεδομένα για να ανακαλύψουν το επόμενο ελληνικό ταλέντο`,
    subtitle: `Tracking cameras, video platforms and machine learning are changing how clubs assess teenage players, but experienced scouts still have the final word.`,
    subtitleGr: `Κάμερες καταγραφής, πλατφόρμες βίντεο και μηχανική μάθηση αλλάζουν τον τρόπο που οι ομάδες αξιολογούν τους εφήβους, όμως τον τελευταίο λόγο έχουν οι σκάουτ.`,
    excerpt: `From youth tournaments in Greek provincial towns to academies across Europe, basketball clubs are turning to video and data analysis to spot young talent earlier. Scouts say the numbers help, but cannot replace watching a player in person.`,
    excerptGr: `Από τα τουρνουά υποδομών της ελληνικής επαρχίας μέχρι τις ακαδημίες της Ευρώπης, οι ομάδες μπάσκετ στρέφονται στην ανάλυση βίντεο και δεδομένων για να εντοπίζουν νωρίτερα ταλέντα. Οι σκάουτ όμως επιμένουν ότι τίποτα δεν αντικαθιστά το γήπεδο.`,
    content: `<p>A decade ago, scouting young basketball players in Greece meant long drives to provincial gyms, notebooks full of handwritten observations and a network of trusted contacts. Today, much of that work begins on a laptop.</p>
<p>EuroLeague clubs and player agencies increasingly rely on video platforms that record youth games across Europe, combined with tracking data and statistical models that estimate how a player might develop. Even regional under-16 tournaments in Greece are now routinely filmed and uploaded within hours.</p>
<h2>What the models look for</h2>
<p>Analysts say the most useful indicators for teenage players are not points per game but measures that describe habits and physical tools. Among the data points most often tracked are:</p>
<ul>
<li>growth projections based on age, height and wingspan</li>
<li>shooting mechanics and free-throw percentage over large samples</li>
<li>defensive activity, such as deflections and contested shots</li>
<li>decision-making, measured through assist-to-turnover ratios</li>
</ul>
<p>Andreas Lykos, a scout who has worked for clubs in Greece and Spain, said the tools have allowed scouts to cast a much wider net, especially for players outside the major academies of Athens and Thessaloniki.</p>
<blockquote><p>The data tells you who to go and see. It does not tell you how a sixteen-year-old reacts when his coach shouts at him, or whether he is the first one in the gym. For that, you still need to be in the stands.</p></blockquote>
<p>Critics warn that the growing use of algorithms could lead clubs to overlook late developers whose numbers at 15 or 16 are unremarkable. There are also concerns about the collection of data on minors, and about who owns and stores footage of youth games.</p>
<p>Greek youth coaches say the increased attention has a practical downside: promising players are being approached by agents at ever younger ages. Several have called for clearer rules on when and how clubs and agents can contact families, arguing that education and stability should come first for players who are still at school.</p>`,
    contentGr: `<p>Πριν από μια δεκαετία, η αναζήτηση νεαρών μπασκετμπολιστών στην Ελλάδα σήμαινε ατελείωτα χιλιόμετρα ως τα κλειστά γήπεδα της επαρχίας, σημειωματάρια γεμάτα χειρόγραφες παρατηρήσεις και ένα δίκτυο έμπιστων επαφών. Σήμερα, μεγάλο μέρος αυτής της δουλειάς ξεκινά μπροστά σε έναν φορητό υπολογιστή.</p>
<p>Οι ομάδες της Euroleague και τα γραφεία μάνατζερ βασίζονται όλο και περισσότερο σε πλατφόρμες που καταγράφουν σε βίντεο αγώνες υποδομών σε όλη την Ευρώπη, σε συνδυασμό με δεδομένα κίνησης και στατιστικά μοντέλα που εκτιμούν πώς μπορεί να εξελιχθεί ένας παίκτης. Ακόμη και τα περιφερειακά τουρνουά Κ16 στην Ελλάδα βιντεοσκοπούνται πλέον ως ρουτίνα και ανεβαίνουν στο διαδίκτυο μέσα σε λίγες ώρες.</p>
<h2>Τι «βλέπουν» τα μοντέλα</h2>
<p>Οι αναλυτές εξηγούν ότι για τους εφήβους οι πιο χρήσιμοι δείκτες δεν είναι οι πόντοι ανά αγώνα, αλλά όσοι περιγράφουν συνήθειες και σωματικά προσόντα. Ανάμεσα στα στοιχεία που καταγράφονται συχνότερα είναι:</p>
<ul>
<li>οι προβλέψεις σωματικής ανάπτυξης με βάση την ηλικία, το ύψος και το άνοιγμα των χεριών</li>
<li>η μηχανική του σουτ και το ποσοστό στις ελεύθερες βολές σε μεγάλο δείγμα</li>
<li>η αμυντική δραστηριότητα, όπως τα κοψίματα και τα επηρεασμένα σουτ</li>
<li>η λήψη αποφάσεων, όπως αποτυπώνεται στον λόγο ασίστ προς λάθη</li>
</ul>
<p>Ο Ανδρέας Λύκος, σκάουτ που έχει εργαστεί για ομάδες στην Ελλάδα και την Ισπανία, λέει ότι τα νέα εργαλεία επιτρέπουν να «ψαρεύει» κανείς σε πολύ πιο ανοιχτά νερά, ιδίως για παίκτες εκτός των μεγάλων ακαδημιών της Αθήνας και της Θεσσαλονίκης.</p>
<blockquote><p>Τα δεδομένα σού λένε ποιον να πας να δεις. Δεν σου λένε πώς αντιδρά ένας δεκαεξάχρονος όταν του φωνάζει ο προπονητής του ή αν είναι ο πρώτος που μπαίνει στο γυμναστήριο. Γι' αυτό πρέπει ακόμη να κάθεσαι στην κερκίδα.</p></blockquote>
<p>Οι επικριτές προειδοποιούν ότι η αυξανόμενη χρήση αλγορίθμων μπορεί να οδηγήσει τις ομάδες να προσπερνούν παίκτες που ωριμάζουν αργότερα και των οποίων οι αριθμοί στα 15 ή τα 16 δεν εντυπωσιάζουν. Υπάρχουν επίσης ερωτήματα για τη συλλογή δεδομένων ανηλίκων, καθώς και για το ποιος έχει την κυριότητα και φυλάσσει τα βίντεο των αγώνων υποδομών.</p>
<p>Οι Έλληνες προπονητές τμημάτων υποδομής επισημαίνουν ότι το αυξημένο ενδιαφέρον έχει και μια πρακτική αρνητική πλευρά: οι μάνατζερ προσεγγίζουν τα ταλαντούχα παιδιά σε ολοένα μικρότερη ηλικία. Αρκετοί ζητούν σαφέστερους κανόνες για το πότε και πώς ομάδες και μάνατζερ μπορούν να έρχονται σε επαφή με τις οικογένειες, τονίζοντας ότι για παιδιά που πηγαίνουν ακόμη σχολείο προτεραιότητα πρέπει να έχουν η μόρφωση και η σταθερότητα.</p>`,
    tags: ['euroleague', 'texniti_noimosyni'],
  },
  {
    category: 'mpasket',
    title: `Athens plans 40 neighbourhood courts for 3x3 basketball`,
    titleGr: `Σαράντα γηπεδάκια 3x3 μπάσκετ στις γειτονιές της Αθήνας`,
    subtitle: `The municipality says the small open-air courts, built on school grounds and vacant plots, will be free to use and open until late in the evening.`,
    subtitleGr: `Τα μικρά υπαίθρια γήπεδα θα κατασκευαστούν σε σχολικές αυλές και δημοτικά οικόπεδα, θα είναι δωρεάν και θα λειτουργούν έως αργά το βράδυ.`,
    excerpt: `The City of Athens plans to build or renovate 40 open-air courts for 3x3 basketball over the next two years. The courts will be free and lit in the evening, and local clubs will run free weekly sessions for children.`,
    excerptGr: `Ο Δήμος Αθηναίων σχεδιάζει να κατασκευάσει ή να ανακαινίσει 40 υπαίθρια γήπεδα για 3x3 μπάσκετ μέσα στην επόμενη διετία. Τα γήπεδα θα είναι δωρεάν και φωτισμένα το βράδυ, ενώ τοπικοί σύλλογοι θα κάνουν δωρεάν προπονήσεις για παιδιά.`,
    content: `<p>The City of Athens has announced plans to build or renovate 40 small open-air courts for 3x3 basketball across its neighbourhoods over the next two years, in an effort to give young people more free places to play sport.</p>
<p>The courts will be located in school yards that open to the public outside school hours, in small parks and on vacant municipal plots. Around half will be new, while the rest are existing courts in poor condition that will be resurfaced and fitted with new hoops and lighting.</p>
<h2>Why 3x3</h2>
<p>The half-court format, which became an Olympic sport at the Tokyo Games, needs far less space than a full-size court and can be played with just six people. Municipal officials say this makes it well suited to a dense city with very little open space. The programme includes:</p>
<ul>
<li>LED lighting so the courts can be used until 11 p.m.</li>
<li>shock-absorbing surfaces to reduce injuries</li>
<li>free weekly sessions for children, run by local clubs</li>
<li>a neighbourhood tournament at the end of each summer</li>
</ul>
<p>Local clubs will be invited to "adopt" courts, taking on light maintenance in exchange for using them for training. Nikos Drakopoulos, a youth coach who has been running informal 3x3 games in a park in Kypseli for several years, said the plan could bring in children who would never join an organised team.</p>
<blockquote><p>Many kids will never pay a club fee or train three times a week. But give them a decent court near home, with lights in the evening, and they will be there every day. That is where the love for the game starts.</p></blockquote>
<p>Residents' groups have broadly welcomed the plan, although some have raised concerns about noise late in the evening on residential streets. The municipality says opening hours will be set court by court, after consultation with neighbours.</p>
<p>The first ten courts are expected to open in the spring, with the remainder following in stages. The cost will be covered by a combination of municipal funds and a European Union programme for sports infrastructure.</p>
<p>Basketball officials see the initiative as a way to widen the base of the sport in the capital, where indoor court time is scarce and expensive, and where many children have no access to a club close to home.</p>`,
    contentGr: `<p>Σχέδιο για την κατασκευή ή την ανακαίνιση 40 μικρών υπαίθριων γηπέδων 3x3 μπάσκετ στις γειτονιές της πόλης μέσα στην επόμενη διετία ανακοίνωσε ο Δήμος Αθηναίων, με στόχο να αποκτήσουν οι νέοι περισσότερους ελεύθερους χώρους άθλησης.</p>
<p>Τα γήπεδα θα βρίσκονται σε σχολικές αυλές που ανοίγουν στο κοινό εκτός ωραρίου, σε μικρά πάρκα και σε αδόμητα δημοτικά οικόπεδα. Περίπου τα μισά θα είναι καινούργια, ενώ τα υπόλοιπα είναι υπάρχοντα γήπεδα σε κακή κατάσταση, που θα αποκτήσουν νέο δάπεδο, καινούργιες μπασκέτες και φωτισμό.</p>
<h2>Γιατί 3x3</h2>
<p>Το άθλημα του μισού γηπέδου, που μπήκε στο ολυμπιακό πρόγραμμα στους Αγώνες του Τόκιο, χρειάζεται πολύ λιγότερο χώρο από ένα κανονικό γήπεδο και παίζεται με μόλις έξι άτομα. Σύμφωνα με τον δήμο, αυτό το κάνει ιδανικό για μια πυκνοδομημένη πόλη με ελάχιστους ελεύθερους χώρους. Το πρόγραμμα περιλαμβάνει:</p>
<ul>
<li>φωτισμό LED, ώστε τα γήπεδα να λειτουργούν έως τις 11 το βράδυ</li>
<li>αντικραδασμικά δάπεδα για λιγότερους τραυματισμούς</li>
<li>δωρεάν εβδομαδιαίες προπονήσεις για παιδιά από τοπικούς συλλόγους</li>
<li>τουρνουά γειτονιάς στο τέλος κάθε καλοκαιριού</li>
</ul>
<p>Οι σύλλογοι της πόλης θα κληθούν να «υιοθετήσουν» γήπεδα, αναλαμβάνοντας τη μικροσυντήρηση με αντάλλαγμα τη χρήση τους για προπονήσεις. Ο Νίκος Δρακόπουλος, προπονητής υποδομών που οργανώνει εδώ και χρόνια άτυπα παιχνίδια 3x3 σε πάρκο της Κυψέλης, εκτιμά ότι το σχέδιο μπορεί να φέρει στο άθλημα παιδιά που δεν θα γράφονταν ποτέ σε οργανωμένη ομάδα.</p>
<blockquote><p>Πολλά παιδιά δεν θα πληρώσουν ποτέ συνδρομή σε σύλλογο ούτε θα προπονούνται τρεις φορές την εβδομάδα. Δώσ' τους όμως ένα αξιοπρεπές γήπεδο κοντά στο σπίτι, με φώτα το βράδυ, και θα είναι εκεί κάθε μέρα. Από εκεί ξεκινά η αγάπη για το μπάσκετ.</p></blockquote>
<p>Οι σύλλογοι κατοίκων υποδέχθηκαν γενικά θετικά το σχέδιο, αν και ορισμένοι εξέφρασαν ανησυχίες για τον θόρυβο αργά το βράδυ σε κατοικημένους δρόμους. Ο δήμος αναφέρει ότι το ωράριο θα καθορίζεται για κάθε γήπεδο χωριστά, ύστερα από διαβούλευση με τους περιοίκους.</p>
<p>Τα πρώτα δέκα γήπεδα αναμένεται να παραδοθούν την άνοιξη και τα υπόλοιπα σταδιακά. Το κόστος θα καλυφθεί από δημοτικούς πόρους και από ευρωπαϊκό πρόγραμμα για αθλητικές υποδομές.</p>
<p>Οι παράγοντες του μπάσκετ βλέπουν την πρωτοβουλία ως ευκαιρία να διευρυνθεί η βάση του αθλήματος στην πρωτεύουσα, όπου οι ώρες στα κλειστά γυμναστήρια είναι λίγες και ακριβές και πολλά παιδιά δεν έχουν κανέναν σύλλογο κοντά στο σπίτι τους.</p>`,
    tags: ['athina', 'ee'],
  },
  {
    category: 'mpasket',
    title: `Wheelchair team eyes Europe`,
    titleGr: `Με βλέψεις για την Ευρώπη η Εθνική μπάσκετ με αμαξίδιο`,
    subtitle: `The national wheelchair basketball squad has begun preparing for next year's European qualifiers, despite tight funding and a lack of sports chairs.`,
    subtitleGr: `Η Εθνική μπάσκετ με αμαξίδιο ξεκίνησε την προετοιμασία για τα προκριματικά του Ευρωπαϊκού, παρά την πενιχρή χρηματοδότηση και την έλλειψη αθλητικών αμαξιδίων.`,
    excerpt: `Greece's national wheelchair basketball team has started a new training cycle aimed at reaching the European championship. Players and coaches say results are improving, but the sport still depends heavily on volunteers and donations.`,
    excerptGr: `Νέο προπονητικό κύκλο με στόχο την πρόκριση στο Ευρωπαϊκό πρωτάθλημα ξεκίνησε η Εθνική ομάδα μπάσκετ με αμαξίδιο. Παίκτες και προπονητές βλέπουν πρόοδο, όμως το άθλημα εξακολουθεί να στηρίζεται σε εθελοντές και δωρεές.`,
    content: `<p>The national wheelchair basketball team gathered in Athens this week for the first training camp of a new cycle, with the goal of qualifying for the European championship for the first time in more than a decade.</p>
<p>The squad of fourteen players, drawn from clubs in Athens, Thessaloniki, Patras and Heraklion, will train together once a month until the qualifying tournament next summer. Several new players have joined the programme after taking up the sport through rehabilitation centres.</p>
<h2>Equipment remains the biggest obstacle</h2>
<p>Sports wheelchairs built for basketball are custom-made and can cost several thousand euros each, a price many players cannot afford. Clubs rely on donations and on second-hand chairs from abroad, which often do not fit their users properly. The coaching staff have set out their priorities:</p>
<ol>
<li>securing at least six new custom wheelchairs before the qualifiers</li>
<li>arranging friendly matches against teams from neighbouring countries</li>
<li>finding accessible training venues with regular court time</li>
<li>recruiting younger players through schools and hospitals</li>
</ol>
<p>Head coach Panagiotis Lambrou, a former player himself, said the team had made progress in recent seasons but was still playing catch-up with countries where the sport is better funded.</p>
<blockquote><p>Our players train after work, pay for their own travel and often repair their own chairs. The talent is here. What we need is the same basic support that other national teams take for granted.</p></blockquote>
<p>Accessibility is another recurring problem. Although many sports halls have been upgraded in recent years, players say that changing rooms, toilets and access to the court are still unsuitable in a number of venues, which limits where clubs can train and host games.</p>
<p>The federation responsible for athletes with disabilities says it has applied for additional public funding and is in talks with private sponsors. Players hope that a strong showing at the qualifiers will raise the profile of the sport and encourage more people with disabilities to give it a try.</p>`,
    contentGr: `<p>Στην Αθήνα συγκεντρώθηκε αυτή την εβδομάδα η Εθνική ομάδα μπάσκετ με αμαξίδιο για το πρώτο προπονητικό κάμπ ενός νέου κύκλου, με στόχο την πρόκριση στο Ευρωπαϊκό πρωτάθλημα για πρώτη φορά μετά από περισσότερο από μία δεκαετία.</p>
<p>Η δεκατετραμελής αποστολή, με αθλητές από συλλόγους της Αθήνας, της Θεσσαλονίκης, της Πάτρας και του Ηρακλείου, θα προπονείται μαζί μία φορά τον μήνα έως το προκριματικό τουρνουά του επόμενου καλοκαιριού. Αρκετοί νέοι παίκτες εντάχθηκαν στο πρόγραμμα αφού γνώρισαν το άθλημα μέσα από κέντρα αποκατάστασης.</p>
<h2>Ο εξοπλισμός, το μεγαλύτερο εμπόδιο</h2>
<p>Τα αθλητικά αμαξίδια του μπάσκετ κατασκευάζονται κατά παραγγελία και κοστίζουν αρκετές χιλιάδες ευρώ το καθένα, ποσό απαγορευτικό για πολλούς αθλητές. Οι σύλλογοι βασίζονται σε δωρεές και σε μεταχειρισμένα αμαξίδια από το εξωτερικό, τα οποία συχνά δεν ταιριάζουν σωστά στους χρήστες τους. Το τεχνικό επιτελείο έχει θέσει τις εξής προτεραιότητες:</p>
<ol>
<li>εξασφάλιση τουλάχιστον έξι καινούργιων αμαξιδίων κατά παραγγελία πριν από τα προκριματικά</li>
<li>φιλικά παιχνίδια με ομάδες γειτονικών χωρών</li>
<li>προσβάσιμα γήπεδα με σταθερές ώρες προπόνησης</li>
<li>προσέλκυση νεότερων αθλητών μέσα από σχολεία και νοσοκομεία</li>
</ol>
<p>Ο ομοσπονδιακός προπονητής Παναγιώτης Λάμπρου, πρώην παίκτης και ο ίδιος, σημείωσε ότι η ομάδα έχει βελτιωθεί τις τελευταίες σεζόν, αλλά εξακολουθεί να κυνηγά χώρες όπου το άθλημα χρηματοδοτείται πολύ καλύτερα.</p>
<blockquote><p>Οι παίκτες μας προπονούνται μετά τη δουλειά, πληρώνουν μόνοι τους τις μετακινήσεις και συχνά επισκευάζουν οι ίδιοι τα αμαξίδιά τους. Το ταλέντο υπάρχει. Αυτό που χρειαζόμαστε είναι η ίδια στοιχειώδης στήριξη που οι άλλες εθνικές ομάδες θεωρούν αυτονόητη.</p></blockquote>
<p>Η προσβασιμότητα είναι ένα ακόμη χρόνιο πρόβλημα. Παρότι πολλά κλειστά γυμναστήρια αναβαθμίστηκαν τα τελευταία χρόνια, οι αθλητές λένε ότι σε αρκετά από αυτά τα αποδυτήρια, οι τουαλέτες και η πρόσβαση στον αγωνιστικό χώρο παραμένουν ακατάλληλα, περιορίζοντας τις επιλογές των συλλόγων για προπονήσεις και αγώνες.</p>
<p>Η αρμόδια ομοσπονδία για τους αθλητές με αναπηρία αναφέρει ότι έχει ζητήσει πρόσθετη δημόσια χρηματοδότηση και βρίσκεται σε συζητήσεις με ιδιώτες χορηγούς. Οι αθλητές ελπίζουν ότι μια καλή εμφάνιση στα προκριματικά θα αναδείξει το άθλημα και θα ενθαρρύνει περισσότερα άτομα με αναπηρία να το δοκιμάσουν.</p>`,
    tags: ['ethniki_omada', 'athina'],
  },

  // ───────────────────────────── TECHNOLOGY: technologia ─────────────────────────────
  {
    category: 'technologia',
    title: `Cretan startup uses soil sensors to cut water use in olive groves`,
    titleGr: `Κρητική νεοφυής εταιρεία μειώνει το νερό στους ελαιώνες με αισθητήρες εδάφους`,
    subtitle: `Trials on farms near Heraklion suggest that irrigation guided by low-cost sensors and weather data can save up to a third of water without hurting yields.`,
    subtitleGr: `Δοκιμές σε αγροκτήματα κοντά στο Ηράκλειο δείχνουν ότι η άρδευση με οδηγό φθηνούς αισθητήρες και μετεωρολογικά δεδομένα εξοικονομεί έως ένα τρίτο του νερού.`,
    excerpt: `A young company based in Heraklion says its network of soil-moisture sensors has helped olive growers reduce irrigation by up to 30 percent in trials. The startup has raised new funding as drought puts pressure on water reserves across Crete.`,
    excerptGr: `Νεοφυής εταιρεία από το Ηράκλειο υποστηρίζει ότι το δίκτυο αισθητήρων υγρασίας εδάφους που ανέπτυξε βοήθησε ελαιοπαραγωγούς να μειώσουν το πότισμα έως και 30% σε δοκιμές. Εξασφάλισε νέα χρηματοδότηση, την ώρα που η ξηρασία πιέζει τα αποθέματα νερού της Κρήτης.`,
    content: `<p>A startup based in Heraklion says it has helped olive growers in central Crete cut the amount of water they use for irrigation by up to 30 percent, using a network of low-cost soil sensors and local weather forecasts.</p>
<p>The company, Rizes Agritech, was founded three years ago by two agronomists and a software engineer. Its sensors are buried at different depths near the roots of the trees and send moisture readings every hour to a mobile application, which advises farmers when and how much to water.</p>
<h2>Results from two seasons of trials</h2>
<p>The system has been tested on around 40 farms during the past two growing seasons. According to data presented by the company this week:</p>
<ul>
<li>average water use fell by between 20 and 30 percent</li>
<li>olive yields remained stable compared with neighbouring groves</li>
<li>electricity costs for pumping fell in line with the water savings</li>
<li>most farmers continued to use the app after the trial ended</li>
</ul>
<p>The findings have not yet been independently reviewed, but agronomists at local cooperatives say they are consistent with what would be expected from more targeted irrigation.</p>
<p>Co-founder Irini Daskalaki said many growers still water out of habit, and that the main challenge had been winning their trust.</p>
<blockquote><p>Farmers know their land better than any algorithm. We do not tell them what to do; we show them what is happening underground, where they cannot see. Once they trust the numbers, they change their habits on their own.</p></blockquote>
<p>The startup has raised new funding from a group of Greek and European investors, which it plans to use to expand into vineyards and into other regions facing water shortages, including the Peloponnese and the Cyclades.</p>
<p>The timing is significant. Successive dry winters have left reservoirs and aquifers in Crete under heavy pressure, and regional authorities have warned that restrictions on agricultural water use may become more common. Agricultural economists note that technology alone will not solve the problem, but that precision irrigation could buy time while larger investments in water storage and recycling are completed.</p>`,
    contentGr: `<p>Νεοφυής εταιρεία με έδρα το Ηράκλειο υποστηρίζει ότι βοήθησε ελαιοπαραγωγούς της κεντρικής Κρήτης να μειώσουν έως και 30% το νερό που χρησιμοποιούν για άρδευση, αξιοποιώντας ένα δίκτυο φθηνών αισθητήρων εδάφους και τοπικές προγνώσεις καιρού.</p>
<p>Η εταιρεία, με την επωνυμία Rizes Agritech, ιδρύθηκε πριν από τρία χρόνια από δύο γεωπόνους και έναν μηχανικό λογισμικού. Οι αισθητήρες της τοποθετούνται σε διαφορετικά βάθη κοντά στις ρίζες των δέντρων και στέλνουν κάθε ώρα μετρήσεις υγρασίας σε μια εφαρμογή για κινητά, η οποία συμβουλεύει τον αγρότη πότε και πόσο να ποτίσει.</p>
<h2>Τα αποτελέσματα δύο καλλιεργητικών περιόδων</h2>
<p>Το σύστημα δοκιμάστηκε σε περίπου 40 αγροκτήματα τις δύο τελευταίες καλλιεργητικές περιόδους. Σύμφωνα με τα στοιχεία που παρουσίασε η εταιρεία αυτή την εβδομάδα:</p>
<ul>
<li>η μέση κατανάλωση νερού μειώθηκε κατά 20% έως 30%</li>
<li>η παραγωγή ελιάς έμεινε σταθερή σε σύγκριση με γειτονικούς ελαιώνες</li>
<li>το κόστος ρεύματος για την άντληση μειώθηκε ανάλογα με την εξοικονόμηση νερού</li>
<li>οι περισσότεροι παραγωγοί συνέχισαν να χρησιμοποιούν την εφαρμογή και μετά τη λήξη της δοκιμής</li>
</ul>
<p>Τα ευρήματα δεν έχουν ακόμη αξιολογηθεί από ανεξάρτητους φορείς, ωστόσο γεωπόνοι τοπικών συνεταιρισμών σημειώνουν ότι συμβαδίζουν με όσα θα περίμενε κανείς από μια πιο στοχευμένη άρδευση.</p>
<p>Η συνιδρύτρια Ειρήνη Δασκαλάκη εξηγεί ότι πολλοί παραγωγοί ποτίζουν ακόμη «από συνήθεια» και ότι η μεγαλύτερη πρόκληση ήταν να κερδίσει η εταιρεία την εμπιστοσύνη τους.</p>
<blockquote><p>Ο αγρότης ξέρει το χωράφι του καλύτερα από οποιονδήποτε αλγόριθμο. Δεν του λέμε τι να κάνει· του δείχνουμε τι συμβαίνει κάτω από το χώμα, εκεί που δεν βλέπει. Μόλις εμπιστευτεί τους αριθμούς, αλλάζει μόνος του τις συνήθειές του.</p></blockquote>
<p>Η εταιρεία εξασφάλισε νέα χρηματοδότηση από ομάδα Ελλήνων και Ευρωπαίων επενδυτών, την οποία σκοπεύει να αξιοποιήσει για να επεκταθεί στους αμπελώνες και σε άλλες περιοχές με λειψυδρία, όπως η Πελοπόννησος και οι Κυκλάδες.</p>
<p>Η συγκυρία δεν είναι τυχαία. Οι διαδοχικοί ξηροί χειμώνες έχουν πιέσει ασφυκτικά τους ταμιευτήρες και τους υδροφόρους ορίζοντες της Κρήτης, και οι περιφερειακές αρχές προειδοποιούν ότι οι περιορισμοί στο αγροτικό νερό ενδέχεται να γίνουν συχνότεροι. Οι αγροτοοικονομολόγοι σημειώνουν ότι η τεχνολογία από μόνη της δεν λύνει το πρόβλημα, όμως η άρδευση ακριβείας μπορεί να κερδίσει χρόνο έως ότου ολοκληρωθούν μεγαλύτερες επενδύσεις σε ταμίευση και ανακύκλωση νερού.</p>`,
    tags: ['nisia', 'klima'],
  },
  {
    category: 'technologia',
    title: `Data centre boom around Athens raises questions over power and water`,
    titleGr: `Η άνθηση των κέντρων δεδομένων στην Αττική θέτει ερωτήματα για ρεύμα και νερό`,
    subtitle: `Several large facilities are planned in Attica, prompting calls for clearer rules on energy sourcing, cooling and the reuse of waste heat.`,
    subtitleGr: `Σχεδιάζονται αρκετές μεγάλες μονάδες στην Αττική και πληθαίνουν οι φωνές που ζητούν σαφείς κανόνες για την ενέργεια, την ψύξη και την απορριπτόμενη θερμότητα.`,
    excerpt: `Investment in data centres around Athens is growing fast, driven by cloud services and artificial intelligence. Energy experts say the projects could strengthen the economy but warn that grid capacity, water use and planning rules need attention.`,
    excerptGr: `Οι επενδύσεις σε κέντρα δεδομένων γύρω από την Αθήνα αυξάνονται ραγδαία, με κινητήρια δύναμη το cloud και την τεχνητή νοημοσύνη. Οι ειδικοί βλέπουν οφέλη για την οικονομία, αλλά ζητούν προσοχή στο δίκτυο, στο νερό και στους πολεοδομικούς κανόνες.`,
    content: `<p>A wave of investment in data centres in the wider Athens area is drawing attention to a question that has so far received little public debate: how much electricity and water these facilities will need, and where it will come from.</p>
<p>Several large projects are at various stages of planning or construction in Attica, most of them in industrial zones in the west and north of the region. Taken together, industry estimates suggest, they could eventually require several hundred megawatts of power, a significant share of the region's peak demand.</p>
<h2>Why Greece is attracting investment</h2>
<p>Operators point to a combination of factors that make the country attractive for cloud and artificial intelligence infrastructure:</p>
<ul>
<li>its location between Europe, the Middle East and North Africa</li>
<li>new submarine cables landing on the Greek coast</li>
<li>a rapidly growing share of solar and wind power</li>
<li>land and construction costs lower than in northern Europe</li>
</ul>
<p>Energy analysts say the projects could help absorb surplus renewable power on sunny days, when solar output often exceeds demand. But they warn that without careful planning, new connections could strain parts of the grid and delay other users.</p>
<p>Cooling is another concern. In a hot climate, keeping servers at a safe temperature requires large amounts of energy and, in some designs, water. Christina Mavridou, an energy systems engineer who advises municipalities on planning, said the authorities should set conditions before permits are issued, not after.</p>
<blockquote><p>Data centres can be good neighbours if they are designed properly. They can run on clean power, use closed-loop cooling and even supply waste heat to nearby buildings. But these things have to be required from the start.</p></blockquote>
<p>Some operators say they already use dry cooling systems that need little or no water, and that they have signed long-term contracts for renewable electricity. Environmental groups have called for full transparency on the energy and water consumption of every facility.</p>
<p>The debate is likely to intensify as more projects move forward. The energy ministry is expected to publish guidelines on grid connections for large consumers in the coming months, while several municipalities in western Attica have asked for a say in where new facilities are built.</p>`,
    contentGr: `<p>Το κύμα επενδύσεων σε κέντρα δεδομένων στο λεκανοπέδιο φέρνει στο προσκήνιο ένα ερώτημα που μέχρι σήμερα δεν έχει απασχολήσει ιδιαίτερα τη δημόσια συζήτηση: πόσο ρεύμα και πόσο νερό θα χρειαστούν αυτές οι εγκαταστάσεις και από πού θα προέλθουν.</p>
<p>Αρκετά μεγάλα έργα βρίσκονται σε διάφορα στάδια σχεδιασμού ή κατασκευής στην Αττική, τα περισσότερα σε βιομηχανικές ζώνες στα δυτικά και τα βόρεια της περιφέρειας. Σύμφωνα με εκτιμήσεις της αγοράς, συνολικά θα μπορούσαν κάποια στιγμή να απαιτούν αρκετές εκατοντάδες μεγαβάτ, δηλαδή σημαντικό μέρος της αιχμής ζήτησης της περιοχής.</p>
<h2>Γιατί η Ελλάδα προσελκύει επενδύσεις</h2>
<p>Οι εταιρείες του κλάδου επικαλούνται έναν συνδυασμό παραγόντων που κάνουν τη χώρα ελκυστική για υποδομές cloud και τεχνητής νοημοσύνης:</p>
<ul>
<li>τη γεωγραφική θέση ανάμεσα στην Ευρώπη, τη Μέση Ανατολή και τη Βόρεια Αφρική</li>
<li>τα νέα υποθαλάσσια καλώδια που καταλήγουν σε ελληνικές ακτές</li>
<li>το ταχέως αυξανόμενο μερίδιο της ηλιακής και της αιολικής ενέργειας</li>
<li>το κόστος γης και κατασκευής, χαμηλότερο από εκείνο της Βόρειας Ευρώπης</li>
</ul>
<p>Αναλυτές της αγοράς ενέργειας εκτιμούν ότι τα έργα θα μπορούσαν να απορροφούν την πλεονάζουσα πράσινη ενέργεια τις ηλιόλουστες ημέρες, όταν η παραγωγή των φωτοβολταϊκών συχνά ξεπερνά τη ζήτηση. Προειδοποιούν όμως ότι, χωρίς προσεκτικό σχεδιασμό, οι νέες συνδέσεις μπορεί να επιβαρύνουν τμήματα του δικτύου και να καθυστερήσουν άλλους χρήστες.</p>
<p>Η ψύξη αποτελεί ένα ακόμη ζήτημα. Σε ένα θερμό κλίμα, η διατήρηση των διακομιστών σε ασφαλή θερμοκρασία απαιτεί μεγάλες ποσότητες ενέργειας και, σε ορισμένους σχεδιασμούς, νερού. Η Χριστίνα Μαυρίδου, μηχανικός ενεργειακών συστημάτων που συμβουλεύει δήμους σε θέματα χωροταξίας, τονίζει ότι οι αρχές πρέπει να θέτουν όρους πριν από την αδειοδότηση και όχι μετά.</p>
<blockquote><p>Τα κέντρα δεδομένων μπορούν να είναι καλοί γείτονες, αν σχεδιαστούν σωστά. Μπορούν να λειτουργούν με καθαρή ενέργεια, να έχουν κλειστό κύκλωμα ψύξης και να δίνουν ακόμη και την απορριπτόμενη θερμότητα σε γειτονικά κτίρια. Όλα αυτά όμως πρέπει να απαιτούνται από την αρχή.</p></blockquote>
<p>Ορισμένες εταιρείες αναφέρουν ότι ήδη χρησιμοποιούν συστήματα ξηρής ψύξης, που καταναλώνουν ελάχιστο ή καθόλου νερό, και ότι έχουν υπογράψει μακροχρόνια συμβόλαια προμήθειας ενέργειας από ανανεώσιμες πηγές. Περιβαλλοντικές οργανώσεις ζητούν πλήρη διαφάνεια για την κατανάλωση ενέργειας και νερού κάθε εγκατάστασης.</p>
<p>Η συζήτηση αναμένεται να ενταθεί όσο προχωρούν νέα έργα. Το υπουργείο Ενέργειας αναμένεται να δημοσιεύσει τους επόμενους μήνες οδηγίες για τη σύνδεση μεγάλων καταναλωτών στο δίκτυο, ενώ αρκετοί δήμοι της δυτικής Αττικής ζητούν να έχουν λόγο για το πού θα χωροθετούνται οι νέες εγκαταστάσεις.</p>`,
    tags: ['energeia', 'athina', 'texniti_noimosyni'],
  },
  {
    category: 'technologia',
    title: `Electric ferry begins sea trials on the Perama–Salamina crossing`,
    titleGr: `Ξεκίνησαν οι δοκιμές ηλεκτρικού πορθμείου στη γραμμή Πέραμα–Σαλαμίνα`,
    subtitle: `The battery-powered vessel, built at a local shipyard, can carry up to 300 passengers and 60 cars and recharges at the quay while vehicles board.`,
    subtitleGr: `Το ηλεκτρικό πλοίο, ναυπηγημένο στη Ζώνη του Περάματος, μεταφέρει έως 300 επιβάτες και 60 αυτοκίνητα και φορτίζει στην προβλήτα όσο επιβιβάζονται τα οχήματα.`,
    excerpt: `A battery-powered ferry has started sea trials on one of the busiest short crossings in Greece, between Perama and Salamina. If the tests go well, operators say electric vessels could replace diesel ferries on several short routes within a few years.`,
    excerptGr: `Σε θαλάσσιες δοκιμές βρίσκεται ηλεκτρικό πορθμείο σε μία από τις πιο πολυσύχναστες γραμμές της χώρας, ανάμεσα στο Πέραμα και τη Σαλαμίνα. Αν οι δοκιμές πετύχουν, τα ηλεκτρικά πλοία θα μπορούσαν να αντικαταστήσουν τα πετρελαιοκίνητα σε αρκετές μικρές γραμμές.`,
    content: `<p>A battery-powered ferry began sea trials this week on the short crossing between Perama and Salamina, one of the busiest ferry routes in the country, which carries millions of passengers and vehicles every year.</p>
<p>The vessel, built at a shipyard in the Perama ship repair zone, can carry up to 300 passengers and around 60 cars. Its batteries are recharged at the quayside during loading and unloading, a process that takes about ten minutes and provides enough energy for a round trip.</p>
<h2>How the trials will work</h2>
<p>For the first few weeks the ferry will sail without passengers, while engineers monitor its performance in different weather conditions. The test programme covers:</p>
<ol>
<li>battery performance and charging times at both ports</li>
<li>manoeuvring in strong winds and crowded waters</li>
<li>safety drills, including fire scenarios involving the batteries</li>
<li>the reliability of the charging equipment in continuous operation</li>
</ol>
<p>If the results are satisfactory and certification is granted, the ferry could begin carrying passengers early next year. Its operator says it would cut fuel costs considerably, although the upfront cost of the vessel and the charging stations was significantly higher than for a conventional ferry.</p>
<p>Naval architect Spyros Leontaris, who worked on the design, said the crossing was an ideal place to start because of its short distance and frequent sailings.</p>
<blockquote><p>A trip of a few minutes, repeated all day long, is exactly where batteries make the most sense. You charge while the cars drive on and off, and you never carry more energy than you need.</p></blockquote>
<p>The project has also required upgrades to the local electricity network, as fast charging draws large amounts of power in short bursts. Engineers have installed battery storage at the quayside to smooth out the load on the grid.</p>
<p>Residents of Salamina, who have long complained about smoke and noise from diesel ferries near the harbour, have welcomed the trials. Transport experts say that similar routes, including short crossings in the Ionian and the north Aegean, could follow if the technology proves reliable, helping Greek coastal shipping to reduce its emissions.</p>`,
    contentGr: `<p>Θαλάσσιες δοκιμές ξεκίνησε αυτή την εβδομάδα ηλεκτρικό πορθμείο στη μικρή διαδρομή Πέραμα–Σαλαμίνα, μία από τις πιο πολυσύχναστες πορθμειακές γραμμές της χώρας, από την οποία διακινούνται κάθε χρόνο εκατομμύρια επιβάτες και οχήματα.</p>
<p>Το πλοίο, που ναυπηγήθηκε σε ναυπηγείο της Ναυπηγοεπισκευαστικής Ζώνης Περάματος, μπορεί να μεταφέρει έως 300 επιβάτες και περίπου 60 αυτοκίνητα. Οι μπαταρίες του φορτίζουν στην προβλήτα κατά τη φόρτωση και την εκφόρτωση, μια διαδικασία που διαρκεί περίπου δέκα λεπτά και αρκεί για ένα δρομολόγιο μετ' επιστροφής.</p>
<h2>Πώς θα γίνουν οι δοκιμές</h2>
<p>Τις πρώτες εβδομάδες το πορθμείο θα ταξιδεύει χωρίς επιβάτες, ενώ οι μηχανικοί θα παρακολουθούν τις επιδόσεις του σε διαφορετικές καιρικές συνθήκες. Το πρόγραμμα δοκιμών περιλαμβάνει:</p>
<ol>
<li>τις επιδόσεις των μπαταριών και τους χρόνους φόρτισης και στα δύο λιμάνια</li>
<li>τους χειρισμούς με δυνατούς ανέμους και σε πολυσύχναστα νερά</li>
<li>ασκήσεις ασφαλείας, με σενάρια πυρκαγιάς στις μπαταρίες</li>
<li>την αξιοπιστία του εξοπλισμού φόρτισης σε συνεχή λειτουργία</li>
</ol>
<p>Αν τα αποτελέσματα κριθούν ικανοποιητικά και δοθεί η σχετική πιστοποίηση, το πορθμείο θα μπορούσε να αρχίσει να μεταφέρει επιβάτες στις αρχές της νέας χρονιάς. Η πλοιοκτήτρια εταιρεία κάνει λόγο για σημαντική μείωση του κόστους καυσίμων, αν και το αρχικό κόστος του πλοίου και των σταθμών φόρτισης ήταν αισθητά υψηλότερο από εκείνο ενός συμβατικού πορθμείου.</p>
<p>Ο ναυπηγός Σπύρος Λεοντάρης, που συμμετείχε στη μελέτη, εξηγεί ότι η γραμμή είναι ιδανική για ένα πρώτο βήμα λόγω της μικρής απόστασης και των συχνών δρομολογίων.</p>
<blockquote><p>Μια διαδρομή λίγων λεπτών, που επαναλαμβάνεται όλη μέρα, είναι ακριβώς η περίπτωση όπου οι μπαταρίες έχουν απόλυτο νόημα. Φορτίζεις όσο τα αυτοκίνητα μπαινοβγαίνουν και δεν κουβαλάς ποτέ περισσότερη ενέργεια από όση χρειάζεσαι.</p></blockquote>
<p>Το έργο απαίτησε επίσης αναβάθμιση του τοπικού ηλεκτρικού δικτύου, καθώς η ταχεία φόρτιση απορροφά μεγάλη ισχύ σε σύντομο χρόνο. Για να εξομαλυνθεί η επιβάρυνση του δικτύου, οι μηχανικοί εγκατέστησαν σύστημα αποθήκευσης με μπαταρίες στην προβλήτα.</p>
<p>Οι κάτοικοι της Σαλαμίνας, που εδώ και χρόνια διαμαρτύρονται για τους καπνούς και τον θόρυβο των πετρελαιοκίνητων πορθμείων κοντά στο λιμάνι, χαιρετίζουν τις δοκιμές. Ειδικοί στις μεταφορές εκτιμούν ότι, αν η τεχνολογία αποδειχθεί αξιόπιστη, θα μπορούσαν να ακολουθήσουν και άλλες μικρές γραμμές, στο Ιόνιο και στο βόρειο Αιγαίο, βοηθώντας την ακτοπλοΐα να μειώσει τις εκπομπές της.</p>`,
    tags: ['metafores', 'energeia', 'nisia'],
  },

  // ───────────────────────────── TECHNOLOGY: epistimi ─────────────────────────────
  {
    category: 'epistimi',
    title: `Student-built satellite from Thessaloniki sends its first signals from orbit`,
    titleGr: `Έστειλε τα πρώτα του σήματα από το διάστημα ο δορυφόρος των φοιτητών της Θεσσαλονίκης`,
    subtitle: `The shoebox-sized CubeSat, designed and assembled by university students, will test a low-cost camera for monitoring wildfires and coastal change.`,
    subtitleGr: `Ο νανοδορυφόρος, σε μέγεθος κουτιού παπουτσιών, σχεδιάστηκε από φοιτητές και θα δοκιμάσει μια φθηνή κάμερα για την παρακολούθηση πυρκαγιών και ακτών.`,
    excerpt: `A small satellite built by students in Thessaloniki has reached orbit and made contact with its ground station. Over the coming months the team will test an onboard camera designed to detect wildfires and track changes along the coast.`,
    excerptGr: `Ο μικρός δορυφόρος που κατασκεύασαν φοιτητές στη Θεσσαλονίκη έφτασε σε τροχιά και επικοινώνησε με τον επίγειο σταθμό. Τους επόμενους μήνες η ομάδα θα δοκιμάσει την κάμερά του για τον εντοπισμό πυρκαγιών και την παρακολούθηση των ακτών.`,
    content: `<p>A small satellite designed and built by university students in Thessaloniki has sent its first signals from orbit, days after being launched on a rideshare mission alongside dozens of other spacecraft.</p>
<p>The CubeSat, roughly the size of a shoebox, was assembled over four years by a team of more than 30 undergraduate and postgraduate students in engineering, physics and computer science. The project received technical support through an education programme of the European Space Agency (ESA), which helped the team test the satellite before launch.</p>
<h2>A camera to watch for fires</h2>
<p>The satellite carries a low-cost multispectral camera developed by the students themselves. Over the coming months, the team plans to:</p>
<ul>
<li>check that all onboard systems survived the launch</li>
<li>calibrate the camera over known ground targets in northern Greece</li>
<li>test the detection of active fires and burn scars</li>
<li>monitor erosion along sections of the Greek coastline</li>
</ul>
<p>The first contact came late in the evening, when the satellite passed over the ground station on the university campus. Team members said they picked up the first faint transmission on the third pass, after two attempts without success.</p>
<p>Project manager Kostas Alexiou, a doctoral student in electrical engineering, described the moment as the culmination of years of work.</p>
<blockquote><p>When the signal came through, the room went completely silent and then everybody started shouting at once. For most of us, this is the first time something we built with our own hands has left the planet.</p></blockquote>
<p>Beyond the science, those involved say the project has given students experience that is in high demand in Greece's growing space sector, where a number of companies now build components and small satellites for European customers.</p>
<p>The satellite is expected to remain in orbit for around three years before re-entering the atmosphere and burning up. The team has already started work on a second, larger spacecraft and is looking for partners to help fund it.</p>`,
    contentGr: `<p>Τα πρώτα του σήματα από την τροχιά έστειλε ο μικρός δορυφόρος που σχεδίασαν και κατασκεύασαν φοιτητές στη Θεσσαλονίκη, λίγες ημέρες αφότου εκτοξεύθηκε σε κοινή αποστολή μαζί με δεκάδες ακόμη διαστημικά σκάφη.</p>
<p>Ο νανοδορυφόρος τύπου CubeSat, περίπου στο μέγεθος ενός κουτιού παπουτσιών, συναρμολογήθηκε μέσα σε τέσσερα χρόνια από ομάδα άνω των 30 προπτυχιακών και μεταπτυχιακών φοιτητών μηχανικής, φυσικής και πληροφορικής. Το εγχείρημα είχε τεχνική υποστήριξη μέσω εκπαιδευτικού προγράμματος του Ευρωπαϊκού Οργανισμού Διαστήματος (ESA), που βοήθησε την ομάδα να δοκιμάσει τον δορυφόρο πριν από την εκτόξευση.</p>
<h2>Μια κάμερα που «βλέπει» τις φωτιές</h2>
<p>Ο δορυφόρος φέρει μια οικονομική πολυφασματική κάμερα, την οποία ανέπτυξαν οι ίδιοι οι φοιτητές. Τους επόμενους μήνες η ομάδα σχεδιάζει:</p>
<ul>
<li>να ελέγξει ότι όλα τα συστήματα άντεξαν την εκτόξευση</li>
<li>να βαθμονομήσει την κάμερα πάνω από γνωστά σημεία αναφοράς στη Βόρεια Ελλάδα</li>
<li>να δοκιμάσει τον εντοπισμό ενεργών πυρκαγιών και καμένων εκτάσεων</li>
<li>να παρακολουθήσει τη διάβρωση σε τμήματα της ελληνικής ακτογραμμής</li>
</ul>
<p>Η πρώτη επαφή έγινε αργά το βράδυ, όταν ο δορυφόρος πέρασε πάνω από τον επίγειο σταθμό στην πανεπιστημιούπολη. Όπως διηγούνται τα μέλη της ομάδας, το πρώτο αχνό σήμα λήφθηκε στο τρίτο πέρασμα, μετά από δύο ανεπιτυχείς προσπάθειες.</p>
<p>Ο υπεύθυνος του έργου, Κώστας Αλεξίου, υποψήφιος διδάκτορας ηλεκτρολόγος μηχανικός, περιέγραψε τη στιγμή ως την κορύφωση πολυετούς δουλειάς.</p>
<blockquote><p>Όταν ήρθε το σήμα, στην αίθουσα έπεσε απόλυτη σιγή και μετά όλοι άρχισαν να φωνάζουν ταυτόχρονα. Για τους περισσότερους από εμάς είναι η πρώτη φορά που κάτι φτιαγμένο με τα χέρια μας φεύγει από τον πλανήτη.</p></blockquote>
<p>Πέρα από την επιστημονική του αξία, όσοι συμμετείχαν λένε ότι το έργο τούς έδωσε εμπειρία περιζήτητη στον αναπτυσσόμενο ελληνικό διαστημικό κλάδο, όπου αρκετές εταιρείες κατασκευάζουν πλέον εξαρτήματα και μικρούς δορυφόρους για ευρωπαίους πελάτες.</p>
<p>Ο δορυφόρος αναμένεται να παραμείνει σε τροχιά για περίπου τρία χρόνια, πριν εισέλθει ξανά στην ατμόσφαιρα και καεί. Η ομάδα έχει ήδη ξεκινήσει να δουλεύει σε ένα δεύτερο, μεγαλύτερο σκάφος και αναζητεί συνεργάτες για τη χρηματοδότησή του.</p>`,
    tags: ['diastima', 'thessaloniki'],
  },
  {
    category: 'epistimi',
    title: `Marine heatwaves in the Aegean are lasting longer, new study finds`,
    titleGr: `Διαρκούν όλο και περισσότερο οι θαλάσσιοι καύσωνες στο Αιγαίο, σύμφωνα με νέα μελέτη`,
    subtitle: `Researchers analysing four decades of sea temperature data say extreme warm spells now last twice as long as in the 1980s, with effects on marine life.`,
    subtitleGr: `Ανάλυση δεδομένων τεσσάρων δεκαετιών δείχνει ότι τα επεισόδια ακραίας ζέστης στη θάλασσα διαρκούν πλέον διπλάσιο χρόνο απ' ό,τι τη δεκαετία του 1980.`,
    excerpt: `Periods of unusually high sea temperatures in the Aegean have become longer and more frequent over the past four decades, according to Greek researchers. The findings raise concerns for fisheries, seagrass meadows and the spread of invasive species.`,
    excerptGr: `Οι περίοδοι ασυνήθιστα υψηλών θερμοκρασιών στη θάλασσα του Αιγαίου έγιναν μακρύτερες και συχνότερες τις τελευταίες τέσσερις δεκαετίες, σύμφωνα με Έλληνες ερευνητές. Τα ευρήματα προκαλούν ανησυχία για την αλιεία, τα λιβάδια ποσειδωνίας και τα ξενικά είδη.`,
    content: `<p>Marine heatwaves in the Aegean Sea are lasting roughly twice as long as they did in the 1980s, according to a study by Greek oceanographers published last month, which analysed more than forty years of satellite and buoy measurements.</p>
<p>A marine heatwave is defined as a period of at least five consecutive days during which sea surface temperatures are well above the usual range for that time of year. The researchers found that such events in the Aegean now last more than three weeks on average, and that the warmest episodes increasingly extend into early autumn.</p>
<h2>Effects on marine life</h2>
<p>The study combines temperature records with observations from diving surveys and fisheries data. Its main findings include:</p>
<ul>
<li>a rise in the average number of heatwave days per year in every part of the Aegean</li>
<li>signs of stress in seagrass meadows, which act as nurseries for many fish species</li>
<li>mass die-offs of sponges and gorgonians in shallow waters after extreme events</li>
<li>a northward spread of warm-water species, some of them invasive</li>
</ul>
<p>Lead author Dr Anna Zervaki, a physical oceanographer, said the shallow, semi-enclosed character of parts of the Aegean makes them particularly vulnerable to prolonged warming.</p>
<blockquote><p>On land, a heatwave lasts a few days and then breaks. In the sea, the heat accumulates and stays. What we are seeing now is not an occasional extreme summer but a shift in what counts as normal.</p></blockquote>
<p>The researchers note that the Mediterranean as a whole is warming faster than the global ocean average, and that the eastern basin is among the areas most affected. Warmer water can also fuel more intense rainfall when autumn storms pass over it, a link that meteorologists in Greece are studying closely.</p>
<p>The authors call for long-term monitoring stations in more coastal areas and for marine protected areas to be planned with future temperatures in mind. Fishing associations on several islands have asked to be involved in the monitoring, pointing out that fishers are often the first to notice changes in the sea.</p>`,
    contentGr: `<p>Οι θαλάσσιοι καύσωνες στο Αιγαίο διαρκούν πλέον περίπου διπλάσιο χρόνο σε σχέση με τη δεκαετία του 1980, σύμφωνα με μελέτη Ελλήνων ωκεανογράφων που δημοσιεύθηκε τον περασμένο μήνα και βασίζεται σε δορυφορικές μετρήσεις και δεδομένα πλωτήρων για διάστημα άνω των σαράντα ετών.</p>
<p>Ως θαλάσσιος καύσωνας ορίζεται μια περίοδος τουλάχιστον πέντε συνεχόμενων ημερών κατά την οποία η θερμοκρασία της επιφάνειας της θάλασσας κινείται αισθητά πάνω από τα συνήθη για την εποχή επίπεδα. Οι ερευνητές διαπίστωσαν ότι τα επεισόδια αυτά στο Αιγαίο διαρκούν πλέον κατά μέσο όρο πάνω από τρεις εβδομάδες, ενώ τα θερμότερα απλώνονται όλο και συχνότερα ως τις αρχές του φθινοπώρου.</p>
<h2>Οι επιπτώσεις στη θαλάσσια ζωή</h2>
<p>Η μελέτη συνδυάζει τις μετρήσεις θερμοκρασίας με παρατηρήσεις από καταδυτικές έρευνες και αλιευτικά δεδομένα. Στα κυριότερα ευρήματά της περιλαμβάνονται:</p>
<ul>
<li>η αύξηση του μέσου αριθμού ημερών καύσωνα ανά έτος σε όλες τις περιοχές του Αιγαίου</li>
<li>σημάδια καταπόνησης στα λιβάδια ποσειδωνίας, που λειτουργούν ως «νηπιαγωγεία» για πολλά είδη ψαριών</li>
<li>μαζικοί θάνατοι σφουγγαριών και γοργονιών σε ρηχά νερά μετά από ακραία επεισόδια</li>
<li>η εξάπλωση θερμόφιλων ειδών προς τα βόρεια, ορισμένα από τα οποία είναι ξενικά και εισβλητικά</li>
</ul>
<p>Η επικεφαλής συγγραφέας, δρ Άννα Ζερβάκη, φυσική ωκεανογράφος, εξηγεί ότι ο ρηχός και ημίκλειστος χαρακτήρας ορισμένων περιοχών του Αιγαίου τις καθιστά ιδιαίτερα ευάλωτες στην παρατεταμένη θέρμανση.</p>
<blockquote><p>Στη στεριά, ο καύσωνας κρατά λίγες μέρες και μετά σπάει. Στη θάλασσα, η ζέστη συσσωρεύεται και μένει. Αυτό που βλέπουμε σήμερα δεν είναι ένα περιστασιακό ακραίο καλοκαίρι, αλλά μια μετατόπιση του τι θεωρούμε φυσιολογικό.</p></blockquote>
<p>Οι ερευνητές σημειώνουν ότι η Μεσόγειος συνολικά θερμαίνεται ταχύτερα από τον μέσο όρο των ωκεανών και ότι η ανατολική λεκάνη είναι από τις περιοχές που πλήττονται περισσότερο. Τα θερμότερα νερά μπορούν επίσης να τροφοδοτούν εντονότερες βροχοπτώσεις όταν περνούν από πάνω τους φθινοπωρινές καταιγίδες, μια σύνδεση που μελετούν στενά οι Έλληνες μετεωρολόγοι.</p>
<p>Οι συγγραφείς ζητούν σταθμούς μακροχρόνιας παρακολούθησης σε περισσότερες παράκτιες περιοχές και σχεδιασμό των θαλάσσιων προστατευόμενων περιοχών με βάση τις μελλοντικές θερμοκρασίες. Αλιευτικοί σύλλογοι σε αρκετά νησιά ζήτησαν να συμμετάσχουν στην παρακολούθηση, επισημαίνοντας ότι οι ψαράδες είναι συχνά οι πρώτοι που αντιλαμβάνονται τις αλλαγές στη θάλασσα.</p>`,
    tags: ['klima', 'nisia'],
  },
  {
    category: 'epistimi',
    title: `Lidar survey of eastern Crete reveals a network of ancient roads and terraces hidden beneath the dense scrub`,
    titleGr: `Έρευνα με lidar στην ανατολική Κρήτη αποκαλύπτει δίκτυο αρχαίων δρόμων και αναβαθμίδων κάτω από την πυκνή βλάστηση`,
    subtitle: `Laser scans from aircraft have mapped hundreds of previously unknown features, changing how archaeologists understand rural settlement in the region.`,
    subtitleGr: `Οι σαρώσεις λέιζερ από αέρος χαρτογράφησαν εκατοντάδες άγνωστα έως τώρα ίχνη, αλλάζοντας την εικόνα των αρχαιολόγων για την αγροτική ενδοχώρα της περιοχής.`,
    excerpt: `Archaeologists from the University of Crete have used airborne laser scanning to map ancient paths, field walls and farming terraces across a large area of eastern Crete. Many of the features had never been recorded, despite decades of fieldwork.`,
    excerptGr: `Αρχαιολόγοι του Πανεπιστημίου Κρήτης χαρτογράφησαν με σάρωση λέιζερ από αέρος αρχαία μονοπάτια, ξερολιθιές και γεωργικές αναβαθμίδες σε μεγάλη έκταση της ανατολικής Κρήτης. Πολλά από αυτά δεν είχαν καταγραφεί ποτέ, παρά τις δεκαετίες επιτόπιας έρευνας.`,
    content: `<p>An airborne laser survey of a mountainous area of eastern Crete has revealed hundreds of previously unrecorded archaeological features, including ancient roads, field boundaries and farming terraces, researchers from the University of Crete said this week.</p>
<p>The technique, known as lidar, uses pulses of laser light fired from an aircraft to measure the ground surface in great detail. By filtering out the vegetation digitally, researchers can produce maps of the terrain as it would look without the dense scrub that covers much of the island's uplands.</p>
<h2>What the maps show</h2>
<p>The survey covered around 120 square kilometres. Among the most significant results, the team reported:</p>
<ul>
<li>more than 40 kilometres of paths and roads linking upland valleys with the coast</li>
<li>extensive systems of terraces on slopes that are no longer farmed</li>
<li>the outlines of small rural settlements and isolated farmsteads</li>
<li>possible watchtowers overlooking key routes</li>
</ul>
<p>Not all of the features are ancient. Some terraces and paths date from the Venetian or Ottoman periods, or were in use until the middle of the twentieth century. Dating them will require fieldwork and excavation, which the team plans to begin next year.</p>
<p>Professor Manolis Vardakis, who leads the project, said lidar had changed the way archaeologists look at rural landscapes that were long considered empty.</p>
<blockquote><p>We have been walking these hills for decades and missed most of what was there, because you simply cannot see it through the vegetation. Now we can see how people moved, farmed and organised the land over thousands of years.</p></blockquote>
<p>The project, carried out together with the local ephorate of antiquities, also has practical implications. The maps will help the authorities protect sites from construction, road building and illegal excavation, and will be shared with municipalities preparing local development plans.</p>
<p>Lidar has transformed archaeology in regions from Central America to northern Europe over the past two decades, but its use in Greece has so far been limited, partly because of cost. The researchers hope that the results from Crete will encourage wider surveys in other parts of the country.</p>`,
    contentGr: `<p>Εκατοντάδες αρχαιολογικά ίχνη που δεν είχαν καταγραφεί ποτέ, ανάμεσά τους αρχαίοι δρόμοι, όρια αγρών και γεωργικές αναβαθμίδες, αποκάλυψε έρευνα με σάρωση λέιζερ από αέρος σε ορεινή περιοχή της ανατολικής Κρήτης, όπως ανακοίνωσαν αυτή την εβδομάδα ερευνητές του Πανεπιστημίου Κρήτης.</p>
<p>Η τεχνική, γνωστή ως lidar, χρησιμοποιεί παλμούς λέιζερ που εκπέμπονται από αεροσκάφος για να αποτυπώσει με μεγάλη λεπτομέρεια την επιφάνεια του εδάφους. Αφαιρώντας ψηφιακά τη βλάστηση, οι ερευνητές μπορούν να δημιουργήσουν χάρτες του ανάγλυφου όπως θα φαινόταν χωρίς τα πυκνά φρύγανα και τις θαμνώδεις εκτάσεις που καλύπτουν μεγάλο μέρος των ορεινών όγκων του νησιού.</p>
<h2>Τι δείχνουν οι χάρτες</h2>
<p>Η έρευνα κάλυψε περίπου 120 τετραγωνικά χιλιόμετρα. Στα σημαντικότερα αποτελέσματα, σύμφωνα με την ερευνητική ομάδα, περιλαμβάνονται:</p>
<ul>
<li>περισσότερα από 40 χιλιόμετρα μονοπατιών και δρόμων που συνέδεαν τα ορεινά οροπέδια με τις ακτές</li>
<li>εκτεταμένα συστήματα αναβαθμίδων σε πλαγιές που δεν καλλιεργούνται πια</li>
<li>τα περιγράμματα μικρών αγροτικών οικισμών και μεμονωμένων αγροικιών</li>
<li>πιθανοί πύργοι επιτήρησης πάνω από βασικά περάσματα</li>
</ul>
<p>Δεν είναι όλα τα ίχνη αρχαία. Ορισμένες αναβαθμίδες και μονοπάτια χρονολογούνται στη Βενετοκρατία ή την Οθωμανική περίοδο, ή ήταν σε χρήση έως τα μέσα του 20ού αιώνα. Για τη χρονολόγησή τους θα χρειαστούν επιφανειακές έρευνες και ανασκαφές, τις οποίες η ομάδα σχεδιάζει να ξεκινήσει τον επόμενο χρόνο.</p>
<p>Ο καθηγητής Μανόλης Βαρδάκης, επικεφαλής του προγράμματος, σημειώνει ότι το lidar άλλαξε τον τρόπο που οι αρχαιολόγοι βλέπουν αγροτικά τοπία τα οποία επί χρόνια θεωρούνταν άδεια.</p>
<blockquote><p>Περπατάμε αυτά τα βουνά εδώ και δεκαετίες και μας ξέφευγαν τα περισσότερα από όσα υπήρχαν, γιατί μέσα από τη βλάστηση απλώς δεν φαίνονται. Τώρα βλέπουμε πώς κινούνταν οι άνθρωποι, πώς καλλιεργούσαν και πώς οργάνωναν τη γη επί χιλιάδες χρόνια.</p></blockquote>
<p>Το πρόγραμμα, που υλοποιείται σε συνεργασία με την τοπική Εφορεία Αρχαιοτήτων, έχει και πρακτική σημασία. Οι χάρτες θα βοηθήσουν τις αρχές να προστατεύσουν τις θέσεις από οικοδομικές εργασίες, διανοίξεις δρόμων και λαθρανασκαφές, ενώ θα δοθούν και στους δήμους που εκπονούν τοπικά πολεοδομικά σχέδια.</p>
<p>Τις τελευταίες δύο δεκαετίες το lidar έχει φέρει επανάσταση στην αρχαιολογία σε περιοχές από την Κεντρική Αμερική έως τη Βόρεια Ευρώπη, όμως στην Ελλάδα η χρήση του παραμένει περιορισμένη, εν μέρει λόγω κόστους. Οι ερευνητές ελπίζουν ότι τα αποτελέσματα από την Κρήτη θα ανοίξουν τον δρόμο για ευρύτερες έρευνες και σε άλλες περιοχές της χώρας.</p>`,
    tags: ['nisia'],
  },

  // ───────────────────────────── TECHNOLOGY: diadiktyo ─────────────────────────────
  {
    category: 'diadiktyo',
    title: `AI assistants arrive at municipal service counters, with humans still in charge`,
    titleGr: `Η τεχνητή νοημοσύνη μπαίνει στα γκισέ των δήμων, με τον τελευταίο λόγο στους υπαλλήλους`,
    subtitle: `A pilot in several Greek municipalities uses AI to answer citizens' questions and sort requests, under rules that keep every decision with civil servants.`,
    subtitleGr: `Πιλοτικό πρόγραμμα σε δήμους αξιοποιεί την τεχνητή νοημοσύνη για να απαντά σε πολίτες και να ταξινομεί αιτήματα, με τις αποφάσεις να μένουν στους υπαλλήλους.`,
    excerpt: `Several municipalities are testing AI assistants that answer questions about certificates, permits and fees and route requests to the right department. Officials say waiting times have fallen, while experts stress the need for transparency and oversight.`,
    excerptGr: `Αρκετοί δήμοι δοκιμάζουν ψηφιακούς βοηθούς τεχνητής νοημοσύνης που απαντούν για πιστοποιητικά, άδειες και τέλη και προωθούν τα αιτήματα στην αρμόδια υπηρεσία. Οι αναμονές μειώθηκαν, όμως οι ειδικοί ζητούν διαφάνεια και εποπτεία.`,
    content: `<p>A number of Greek municipalities have begun testing artificial intelligence assistants that answer citizens' questions and sort their requests, in one of the largest pilots so far of AI in local public services.</p>
<p>The assistants are available through municipal websites and a telephone line, and can explain which documents are needed for common procedures, such as registering a birth, applying for a parking permit or reporting a broken streetlight. They draw only on official guidance published by each municipality and by central government.</p>
<h2>Clear limits on what the system can do</h2>
<p>Under the rules of the pilot, the AI cannot make decisions that affect citizens' rights. Its role is limited to providing information and preparing requests for staff. The main safeguards include:</p>
<ul>
<li>every answer states that it was generated automatically</li>
<li>citizens can ask to speak to a member of staff at any point</li>
<li>no personal data are used to train the underlying models</li>
<li>all decisions on applications are taken by civil servants</li>
</ul>
<p>Early figures from the participating municipalities suggest that average waiting times at service counters have fallen, as simple questions are handled online and staff can focus on more complex cases. Officials say that about one in five conversations is passed on to a person.</p>
<p>Eleftheria Nikolaidou, head of digital services at one of the participating municipalities, said the aim was to free staff from repetitive tasks rather than to replace them.</p>
<blockquote><p>Our employees were answering the same ten questions hundreds of times a day. Now they have time to sit down with an elderly resident and actually solve a problem. That is the kind of service people expect.</p></blockquote>
<p>Digital rights groups have welcomed the safeguards but warn that mistakes are inevitable. They have asked for regular public audits of the answers given by the assistants and for a simple way for citizens to report incorrect information.</p>
<p>Experts also point out that many older residents and people with disabilities still prefer to be served in person or by phone, and that digital tools must never become the only way to access public services. The pilot is scheduled to run until the summer and will be evaluated before any wider rollout.</p>`,
    contentGr: `<p>Ψηφιακούς βοηθούς τεχνητής νοημοσύνης, που απαντούν σε ερωτήματα πολιτών και ταξινομούν τα αιτήματά τους, άρχισαν να δοκιμάζουν αρκετοί δήμοι της χώρας, σε ένα από τα μεγαλύτερα μέχρι σήμερα πιλοτικά προγράμματα τεχνητής νοημοσύνης στην τοπική αυτοδιοίκηση.</p>
<p>Οι βοηθοί είναι διαθέσιμοι μέσω των ιστοσελίδων των δήμων και τηλεφωνικής γραμμής και εξηγούν ποια δικαιολογητικά χρειάζονται για συνηθισμένες διαδικασίες, όπως η δήλωση γέννησης, η άδεια στάθμευσης ή η αναφορά χαλασμένου φωτιστικού στον δρόμο. Αντλούν πληροφορίες αποκλειστικά από τις επίσημες οδηγίες κάθε δήμου και της κεντρικής διοίκησης.</p>
<h2>Σαφή όρια στις δυνατότητες του συστήματος</h2>
<p>Σύμφωνα με τους κανόνες του προγράμματος, η τεχνητή νοημοσύνη δεν μπορεί να λαμβάνει αποφάσεις που αφορούν δικαιώματα των πολιτών. Ο ρόλος της περιορίζεται στην ενημέρωση και στην προετοιμασία των αιτημάτων για τους υπαλλήλους. Στις βασικές δικλίδες ασφαλείας περιλαμβάνονται:</p>
<ul>
<li>κάθε απάντηση αναφέρει ότι έχει παραχθεί αυτόματα</li>
<li>ο πολίτης μπορεί οποιαδήποτε στιγμή να ζητήσει να μιλήσει με υπάλληλο</li>
<li>κανένα προσωπικό δεδομένο δεν χρησιμοποιείται για την εκπαίδευση των μοντέλων</li>
<li>όλες οι αποφάσεις επί των αιτήσεων λαμβάνονται από υπαλλήλους</li>
</ul>
<p>Τα πρώτα στοιχεία από τους συμμετέχοντες δήμους δείχνουν ότι ο μέσος χρόνος αναμονής στα γκισέ μειώθηκε, καθώς οι απλές ερωτήσεις απαντώνται ηλεκτρονικά και το προσωπικό μπορεί να αφιερωθεί σε πιο σύνθετες υποθέσεις. Περίπου μία στις πέντε συνομιλίες, σύμφωνα με τους αρμόδιους, καταλήγει σε υπάλληλο.</p>
<p>Η Ελευθερία Νικολαΐδου, προϊσταμένη ψηφιακών υπηρεσιών σε έναν από τους δήμους του προγράμματος, τονίζει ότι στόχος είναι να απαλλαγούν οι υπάλληλοι από επαναλαμβανόμενες εργασίες και όχι να αντικατασταθούν.</p>
<blockquote><p>Οι συνάδελφοι απαντούσαν στις ίδιες δέκα ερωτήσεις εκατοντάδες φορές την ημέρα. Τώρα έχουν χρόνο να καθίσουν με έναν ηλικιωμένο δημότη και να του λύσουν πραγματικά το πρόβλημα. Αυτή είναι η εξυπηρέτηση που περιμένει ο κόσμος.</p></blockquote>
<p>Οργανώσεις για τα ψηφιακά δικαιώματα χαιρετίζουν τις δικλίδες, προειδοποιούν όμως ότι τα λάθη είναι αναπόφευκτα. Ζητούν τακτικούς δημόσιους ελέγχους των απαντήσεων των βοηθών και έναν απλό τρόπο για να αναφέρουν οι πολίτες λανθασμένες πληροφορίες.</p>
<p>Οι ειδικοί επισημαίνουν επίσης ότι πολλοί ηλικιωμένοι και άτομα με αναπηρία προτιμούν ακόμη την εξυπηρέτηση από κοντά ή τηλεφωνικά και ότι τα ψηφιακά εργαλεία δεν πρέπει ποτέ να γίνουν ο μοναδικός δρόμος προς τις δημόσιες υπηρεσίες. Το πιλοτικό πρόγραμμα θα διαρκέσει έως το καλοκαίρι και θα αξιολογηθεί πριν από οποιαδήποτε γενίκευσή του.</p>`,
    tags: ['texniti_noimosyni'],
  },
  {
    category: 'diadiktyo',
    title: `Hospitals on cyber alert`,
    titleGr: `Σε επιφυλακή για κυβερνοεπιθέσεις τα νοσοκομεία`,
    subtitle: `After a series of ransomware incidents across Europe, Greek public hospitals are upgrading their defences and training staff to spot phishing emails.`,
    subtitleGr: `Μετά από σειρά επιθέσεων ransomware σε όλη την Ευρώπη, τα δημόσια νοσοκομεία θωρακίζουν τα συστήματά τους και εκπαιδεύουν το προσωπικό απέναντι στο phishing.`,
    excerpt: `Greek public hospitals are stepping up their cyber defences with new monitoring systems, offline backups and staff training. Security experts say the sector remains an attractive target for criminals, as attacks can disrupt patient care within hours.`,
    excerptGr: `Τα δημόσια νοσοκομεία ενισχύουν την κυβερνοάμυνά τους με νέα συστήματα παρακολούθησης, αντίγραφα ασφαλείας εκτός δικτύου και εκπαίδευση προσωπικού. Ο τομέας παραμένει ελκυστικός στόχος, καθώς μια επίθεση μπορεί να παραλύσει τη φροντίδα ασθενών σε λίγες ώρες.`,
    content: `<p>Public hospitals across Greece are being asked to strengthen their cyber defences, following a series of ransomware attacks on health systems in Europe that left some hospitals unable to access patient records or schedule operations for days.</p>
<p>New guidelines circulated to hospital administrations last month set out minimum security measures, from regular backups stored offline to the separation of medical devices from the rest of the hospital network. Larger hospitals are also being connected to a central monitoring service that can detect suspicious activity around the clock.</p>
<h2>A sector under pressure</h2>
<p>Healthcare is considered one of the sectors most vulnerable to cyberattacks. Experts point to several reasons:</p>
<ul>
<li>a mix of modern and very old computer systems that are hard to update</li>
<li>thousands of staff and students with access to the network</li>
<li>medical equipment that runs on outdated software</li>
<li>the pressure to restore services quickly, which criminals exploit to demand a ransom</li>
</ul>
<p>The human factor remains crucial. Most successful attacks begin with a convincing email that tricks an employee into clicking a link or entering a password. Hospitals are therefore introducing mandatory training for staff, including simulated phishing messages to test how people respond.</p>
<p>Dimitris Sarantopoulos, information security officer at a large hospital in Athens, said the biggest change had been in attitudes rather than in technology.</p>
<blockquote><p>For years, IT security was seen as something for the technicians in the basement. Now doctors and nurses understand that a single careless click can stop an operating theatre. That awareness is our best defence.</p></blockquote>
<p>Staffing, however, is a serious concern. Many hospitals have only a handful of IT staff, and public sector salaries cannot compete with those offered by private companies to cybersecurity specialists.</p>
<p>The new measures are also linked to European rules on the security of critical infrastructure, which require hospitals to report serious incidents quickly and to show that they can keep treating patients if their systems go down. Officials say every hospital should be able to switch to paper-based procedures for at least several days, and that regular drills will test whether this works in practice.</p>`,
    contentGr: `<p>Να θωρακίσουν τα συστήματά τους απέναντι στις κυβερνοεπιθέσεις καλούνται τα δημόσια νοσοκομεία της χώρας, μετά από σειρά επιθέσεων ransomware σε συστήματα υγείας της Ευρώπης, που άφησαν ορισμένα νοσοκομεία για μέρες χωρίς πρόσβαση στους φακέλους των ασθενών ή στον προγραμματισμό των χειρουργείων.</p>
<p>Νέες οδηγίες που απεστάλησαν τον περασμένο μήνα στις διοικήσεις των νοσοκομείων ορίζουν ελάχιστα μέτρα ασφαλείας, από τακτικά αντίγραφα ασφαλείας αποθηκευμένα εκτός δικτύου έως τον διαχωρισμό των ιατρικών συσκευών από το υπόλοιπο δίκτυο του νοσοκομείου. Τα μεγαλύτερα νοσοκομεία συνδέονται επίσης με κεντρική υπηρεσία παρακολούθησης, η οποία εντοπίζει ύποπτη δραστηριότητα σε 24ωρη βάση.</p>
<h2>Ένας τομέας υπό πίεση</h2>
<p>Η υγεία θεωρείται από τους τομείς που είναι πιο εκτεθειμένοι σε κυβερνοεπιθέσεις. Οι ειδικοί επισημαίνουν αρκετούς λόγους:</p>
<ul>
<li>τη συνύπαρξη σύγχρονων και πολύ παλαιών πληροφοριακών συστημάτων, που αναβαθμίζονται δύσκολα</li>
<li>τις χιλιάδες εργαζόμενους και φοιτητές με πρόσβαση στο δίκτυο</li>
<li>τον ιατρικό εξοπλισμό που λειτουργεί με απαρχαιωμένο λογισμικό</li>
<li>την πίεση για γρήγορη αποκατάσταση των υπηρεσιών, την οποία εκμεταλλεύονται οι επιτιθέμενοι για να ζητήσουν λύτρα</li>
</ul>
<p>Ο ανθρώπινος παράγοντας παραμένει καθοριστικός. Οι περισσότερες επιτυχημένες επιθέσεις ξεκινούν από ένα πειστικό email που παρασύρει έναν εργαζόμενο να πατήσει έναν σύνδεσμο ή να πληκτρολογήσει τον κωδικό του. Γι' αυτό τα νοσοκομεία καθιερώνουν υποχρεωτική εκπαίδευση του προσωπικού, με εικονικά μηνύματα phishing που ελέγχουν πώς αντιδρούν οι εργαζόμενοι.</p>
<p>Ο Δημήτρης Σαραντόπουλος, υπεύθυνος ασφάλειας πληροφοριών σε μεγάλο νοσοκομείο της Αθήνας, εκτιμά ότι η μεγαλύτερη αλλαγή αφορά τη νοοτροπία και όχι την τεχνολογία.</p>
<blockquote><p>Για χρόνια η ασφάλεια των συστημάτων θεωρούνταν υπόθεση των τεχνικών στο υπόγειο. Σήμερα γιατροί και νοσηλευτές καταλαβαίνουν ότι ένα απρόσεκτο κλικ αρκεί για να σταματήσει ένα χειρουργείο. Αυτή η επίγνωση είναι η καλύτερη άμυνά μας.</p></blockquote>
<p>Σοβαρό ζήτημα παραμένει, ωστόσο, η στελέχωση. Πολλά νοσοκομεία διαθέτουν ελάχιστους πληροφορικούς, ενώ οι μισθοί του Δημοσίου δεν μπορούν να ανταγωνιστούν όσα προσφέρουν οι ιδιωτικές εταιρείες στους ειδικούς κυβερνοασφάλειας.</p>
<p>Τα νέα μέτρα συνδέονται και με τους ευρωπαϊκούς κανόνες για την ασφάλεια των κρίσιμων υποδομών, οι οποίοι υποχρεώνουν τα νοσοκομεία να αναφέρουν άμεσα τα σοβαρά περιστατικά και να αποδεικνύουν ότι μπορούν να συνεχίσουν να νοσηλεύουν ασθενείς αν καταρρεύσουν τα συστήματά τους. Σύμφωνα με τους αρμόδιους, κάθε νοσοκομείο πρέπει να μπορεί να λειτουργήσει με έντυπες διαδικασίες για αρκετές τουλάχιστον ημέρες, κάτι που θα ελέγχεται με τακτικές ασκήσεις.</p>`,
    tags: ['kyvernoasfaleia', 'nosokomeia', 'ee'],
  },
  {
    category: 'diadiktyo',
    title: `Fibre reaches the small islands of the Dodecanese, but the last mile remains a problem`,
    titleGr: `Η οπτική ίνα φτάνει στα μικρά νησιά των Δωδεκανήσων, αλλά το «τελευταίο μίλι» παραμένει ζητούμενο`,
    subtitle: `New submarine cables have brought high-capacity links to several small islands, yet many homes and businesses are still waiting to be connected.`,
    subtitleGr: `Τα νέα υποθαλάσσια καλώδια έφεραν συνδέσεις υψηλής χωρητικότητας σε αρκετά μικρά νησιά, όμως πολλά σπίτια και επιχειρήσεις περιμένουν ακόμη να συνδεθούν.`,
    excerpt: `Submarine fibre links have now reached a number of small islands in the Dodecanese, promising faster internet for residents, schools and tourism businesses. Local authorities say connecting individual homes remains slow and costly.`,
    excerptGr: `Υποθαλάσσιες συνδέσεις οπτικής ίνας έφτασαν σε αρκετά μικρά νησιά των Δωδεκανήσων, υποσχόμενες γρήγορο ίντερνετ για κατοίκους, σχολεία και τουριστικές επιχειρήσεις. Οι τοπικές αρχές λένε όμως ότι η σύνδεση κάθε σπιτιού προχωρά αργά και κοστίζει ακριβά.`,
    content: `<p>High-capacity fibre optic cables have now reached several small islands in the Dodecanese, as part of a national programme to bring fast internet to remote communities that have long relied on slow and unreliable connections.</p>
<p>The new submarine links connect the islands to the mainland network and replace older radio links that often struggled in bad weather and during the summer, when the number of users multiplies with the arrival of tourists.</p>
<h2>The problem of the last mile</h2>
<p>Bringing a cable to an island, however, is only the first step. Connecting individual homes and businesses requires new street cabinets, local cabling and, often, digging through the narrow lanes of traditional villages. Local officials list the main obstacles:</p>
<ul>
<li>the high cost per household in communities of a few hundred residents</li>
<li>strict rules on works in listed settlements</li>
<li>a shortage of technicians willing to work on remote islands</li>
<li>delays in obtaining permits from multiple authorities</li>
</ul>
<p>In the meantime, schools, health centres and municipal buildings are being connected first. Teachers say this has already made a difference, allowing pupils to take part in online classes and exams without losing their connection.</p>
<p>Michalis Chatzimarkou, the deputy mayor responsible for digital services on one of the islands, said that for many young people reliable internet could decide whether they stay or leave.</p>
<blockquote><p>We have families who would like to live here all year round and work remotely, but they cannot do it with a connection that drops every time the wind blows. Fast internet is now as basic as water and electricity.</p></blockquote>
<p>Tourism businesses are also pressing for faster progress. Hotel owners say visitors increasingly expect to be able to work or stream video during their stay, and that poor connections are quickly reflected in online reviews.</p>
<p>The government says the programme, co-funded by the European Union, aims to make gigabit connections available to the majority of island households by the end of the decade. Residents, who have heard similar promises before, say they will believe it when the cable reaches their door.</p>`,
    contentGr: `<p>Καλώδια οπτικών ινών υψηλής χωρητικότητας έφτασαν πλέον σε αρκετά μικρά νησιά των Δωδεκανήσων, στο πλαίσιο εθνικού προγράμματος για γρήγορο ίντερνετ σε απομακρυσμένες κοινότητες που επί χρόνια βασίζονταν σε αργές και αναξιόπιστες συνδέσεις.</p>
<p>Οι νέες υποθαλάσσιες ζεύξεις συνδέουν τα νησιά με το δίκτυο της ηπειρωτικής χώρας και αντικαθιστούν παλαιότερες ασύρματες ζεύξεις, που συχνά «γονάτιζαν» με την κακοκαιρία αλλά και το καλοκαίρι, όταν ο αριθμός των χρηστών πολλαπλασιάζεται με την άφιξη των τουριστών.</p>
<h2>Το πρόβλημα του «τελευταίου μιλίου»</h2>
<p>Η άφιξη του καλωδίου στο νησί, ωστόσο, είναι μόνο το πρώτο βήμα. Για να συνδεθούν σπίτια και επιχειρήσεις χρειάζονται νέες καμπίνες, τοπική καλωδίωση και, συχνά, σκάψιμο στα στενά σοκάκια των παραδοσιακών οικισμών. Οι τοπικοί άρχοντες απαριθμούν τα βασικά εμπόδια:</p>
<ul>
<li>το υψηλό κόστος ανά νοικοκυριό σε κοινότητες λίγων εκατοντάδων κατοίκων</li>
<li>τους αυστηρούς κανόνες για εργασίες σε παραδοσιακούς οικισμούς</li>
<li>την έλλειψη τεχνικών πρόθυμων να δουλέψουν σε απομακρυσμένα νησιά</li>
<li>τις καθυστερήσεις στην έκδοση αδειών από πολλές διαφορετικές υπηρεσίες</li>
</ul>
<p>Στο μεταξύ, προτεραιότητα στη σύνδεση έχουν τα σχολεία, τα κέντρα υγείας και τα δημοτικά κτίρια. Οι εκπαιδευτικοί λένε ότι η διαφορά είναι ήδη αισθητή, καθώς οι μαθητές μπορούν να παρακολουθούν διαδικτυακά μαθήματα και να δίνουν εξετάσεις χωρίς να «πέφτει» η σύνδεση.</p>
<p>Ο Μιχάλης Χατζημάρκου, αντιδήμαρχος ψηφιακής διακυβέρνησης σε ένα από τα νησιά, εκτιμά ότι για πολλούς νέους η αξιόπιστη σύνδεση μπορεί να κρίνει αν θα μείνουν ή θα φύγουν.</p>
<blockquote><p>Έχουμε οικογένειες που θέλουν να ζουν εδώ όλο τον χρόνο και να εργάζονται εξ αποστάσεως, αλλά δεν γίνεται με μια σύνδεση που κόβεται κάθε φορά που φυσάει. Το γρήγορο ίντερνετ είναι πλέον εξίσου βασικό με το νερό και το ρεύμα.</p></blockquote>
<p>Πιέσεις για ταχύτερη πρόοδο ασκούν και οι τουριστικές επιχειρήσεις. Οι ξενοδόχοι λένε ότι οι επισκέπτες περιμένουν όλο και συχνότερα να μπορούν να δουλέψουν ή να δουν βίντεο στις διακοπές τους και ότι οι κακές συνδέσεις αποτυπώνονται γρήγορα στις κριτικές στο διαδίκτυο.</p>
<p>Η κυβέρνηση αναφέρει ότι το πρόγραμμα, που συγχρηματοδοτείται από την Ευρωπαϊκή Ένωση, στοχεύει να είναι διαθέσιμες συνδέσεις gigabit στην πλειονότητα των νησιωτικών νοικοκυριών έως το τέλος της δεκαετίας. Οι κάτοικοι, που έχουν ακούσει παρόμοιες υποσχέσεις και στο παρελθόν, λένε ότι θα το πιστέψουν όταν το καλώδιο φτάσει στην πόρτα τους.</p>`,
    tags: ['nisia', 'ee', 'tourismos'],
  },
]
